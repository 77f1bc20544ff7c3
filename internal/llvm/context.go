package llvm

// #include <stdlib.h>
// #include "shim.h"
import "C"

import (
	"errors"
	"fmt"
	"unsafe"
)

// Context is an LLVMContext: the owner of the types, constants and modules of one compilation. It records
// LLVM's diagnostics instead of letting LLVM print them or exit (see the package doc). One goroutine at a time.
type Context struct {
	c         C.LLVMContextRef
	modules   map[*Module]struct{}
	abandoned bool // see abandon
}

// NewContext returns an empty Context; the caller must Dispose it. It initialises the NVPTX and AMDGPU targets
// on first use, so that everything made in it can be compiled.
func NewContext() *Context {
	initTargets()
	return &Context{c: C.gpuc_context_create(), modules: map[*Module]struct{}{}}
}

// Dispose frees the context and every Module still owned by it. A second call does nothing.
func (c *Context) Dispose() {
	if c.c == nil {
		return
	}
	for m := range c.modules {
		if !c.abandoned {
			m.forgetAnnotations()
		}
		m.m = nil // freed with the context
	}
	c.modules = nil
	if !c.abandoned {
		C.gpuc_context_dispose(c.c)
	}
	c.c = nil
}

// abandon gives c and its modules up after a fatal error in optimisation left them half-updated (see
// Module.Optimize): Dispose then only forgets them, and so does Module.Dispose.
func (c *Context) abandon() { c.abandoned = true }

func (c *Context) live() C.LLVMContextRef {
	if c == nil || c.c == nil {
		panic("llvm: use of disposed Context")
	}
	return c.c
}

// ParseError is LLVM's diagnostic for IR text it could not parse: name:line:col: error: msg.
type ParseError struct {
	Name      string // the buffer name given to ParseIR
	Line, Col int    // 1-based; 0 when LLVM gave no position
	Msg       string // LLVM's message alone
	Text      string // LLVM's printed diagnostic, with the source line and a caret
}

func (e *ParseError) Error() string { return trimNL(e.Text) }

// VerifyError is LLVM's verifier report on IR text that parsed into a broken module.
type VerifyError struct {
	Text string // the report as LLVM's verifier writes it
}

func (e *VerifyError) Error() string { return trimNL(e.Text) }

// ParseIR parses LLVM IR text (bitcode is accepted too) into a Module owned by c. On failure the error is a
// *ParseError carrying LLVM's own "name:line:col: error: ..." diagnostic. Text is verified as it is parsed
// (LLVM's parser would otherwise exit the process on a broken module with debug info): a broken module is a
// *VerifyError with the verifier's report.
func (c *Context) ParseIR(name string, text []byte) (*Module, error) {
	ctx := c.live()
	cname := C.CString(name)
	defer C.free(unsafe.Pointer(cname))
	data, n := cBytes(text)
	var out C.LLVMModuleRef
	var full, msg *C.char
	var line, col C.int
	switch C.gpuc_parse_ir(ctx, data, n, cname, &out, &full, &msg, &line, &col) {
	case 0:
	case 2:
		goString(msg) // frees it: the report is in full
		return nil, &VerifyError{Text: goString(full)}
	default:
		return nil, &ParseError{Name: name, Line: int(line), Col: int(col), Msg: goString(msg), Text: goString(full)}
	}
	return c.adopt(out), nil
}

// ParseBitcode reads LLVM bitcode into a Module owned by c. With lazy, function bodies stay unread until
// something materializes them (the linker does, for the functions it needs), as MLIR loads device libraries.
func (c *Context) ParseBitcode(name string, data []byte, lazy bool) (*Module, error) {
	ctx := c.live()
	cname := C.CString(name)
	defer C.free(unsafe.Pointer(cname))
	p, n := cBytes(data)
	var out C.LLVMModuleRef
	var cerr *C.char
	l := C.int(0)
	if lazy {
		l = 1
	}
	if C.gpuc_parse_bitcode(ctx, p, n, cname, l, &out, &cerr) != 0 {
		return nil, fmt.Errorf("%s: invalid bitcode: %s", name, goString(cerr))
	}
	return c.adopt(out), nil
}

// LoadLazyIRFile loads an IR or bitcode file lazily with llvm::getLazyIRFileModule, exactly as
// ModuleToObject::loadBitcodeFile; the error carries LLVM's message, for the seed's
// "Failed loading file from <path>, error: <message>".
func (c *Context) LoadLazyIRFile(path string) (*Module, error) {
	ctx := c.live()
	cpath := C.CString(path)
	defer C.free(unsafe.Pointer(cpath))
	var out C.LLVMModuleRef
	var cerr *C.char
	if C.gpuc_load_lazy_ir_file(ctx, cpath, &out, &cerr) != 0 {
		return nil, errors.New(goString(cerr))
	}
	return c.adopt(out), nil
}

// TakeWarnings returns, and forgets, the warnings LLVM reported in this context since the last call (e.g. the
// linker's "Linking two modules of different data layouts"), one per element.
func (c *Context) TakeWarnings() []string {
	_, warnings := c.takeDiags()
	return warnings
}

// takeDiags drains the context's recorded diagnostics.
func (c *Context) takeDiags() (errs, warnings []string) {
	var ce, cw *C.char
	C.gpuc_context_take_diags(c.live(), &ce, &cw)
	return splitLines(goString(ce)), splitLines(goString(cw))
}

// diagError turns the errors LLVM reported during an operation into a Go error naming what failed.
func (c *Context) diagError(what string) error {
	errs, _ := c.takeDiags()
	if len(errs) == 0 {
		return nil
	}
	return fmt.Errorf("%s: %s", what, joinLines(errs))
}

func (c *Context) adopt(m C.LLVMModuleRef) *Module {
	mod := &Module{m: m, ctx: c}
	c.modules[mod] = struct{}{}
	return mod
}
