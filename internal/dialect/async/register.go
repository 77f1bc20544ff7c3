// Package async is MLIR 19's async dialect (AsyncOps.td, Async.cpp): its
// types (!async.token, !async.value<T>, !async.group, the coroutine types),
// async.execute and async.func with their hand-written syntax, and the ops
// of the generated specs with their verifiers. gpu-async-region makes GPU
// ops inside async.execute bodies asynchronous.
package async

import (
	"gpuc/internal/asm"
	"gpuc/internal/ir"
	"gpuc/internal/ods"
)

// Hand-written parts of the dialect; the files of this package fill them in
// their init functions.
var (
	hooks       = map[string]*ods.OpHooks{}
	directives  = map[string]*ods.Directive{}
	syntax      *asm.DialectSyntax
	typeParsers = map[string]func(p *asm.Parser) ir.Type{}
)

// hook returns the hooks of op (full name), creating them.
func hook(op string) *ods.OpHooks {
	h := hooks[op]
	if h == nil {
		h = &ods.OpHooks{}
		hooks[op] = h
	}
	return h
}

// Register adds the async dialect to reg.
func Register(reg *ir.Registry) {
	ods.Register(reg, &ods.Dialect{Name: "async", Ops: genOps, EnumAttrs: genEnumAttrs, Hooks: hooks,
		Directive: directives, Syntax: syntax, TypeParsers: typeParsers})
}
