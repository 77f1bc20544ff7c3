package async

import (
	"gpuc/internal/asm"
	"gpuc/internal/ir"
	"gpuc/internal/ods"
)

// TokenType is `!async.token`.
type TokenType struct{ ir.TypeBase }

// ValueType is `!async.value<T>`.
type ValueType struct {
	ir.TypeBase
	Elem ir.Type
}

// GroupType is `!async.group`.
type GroupType struct{ ir.TypeBase }

// CoroIDType, CoroHandleType and CoroStateType are `!async.coro.id`,
// `!async.coro.handle` and `!async.coro.state`.
type (
	CoroIDType     struct{ ir.TypeBase }
	CoroHandleType struct{ ir.TypeBase }
	CoroStateType  struct{ ir.TypeBase }
)

// Token returns `!async.token`.
func Token(ctx *ir.Context) *TokenType {
	return ir.Intern(ctx, ir.KeyOfName("async.token"), func() *TokenType { return &TokenType{} })
}

// Value returns `!async.value<elem>`.
func Value(ctx *ir.Context, elem ir.Type) *ValueType {
	return ir.Intern(ctx, ir.KeyOfName("async.value").Type(elem), func() *ValueType { return &ValueType{Elem: elem} })
}

// Group returns `!async.group`.
func Group(ctx *ir.Context) *GroupType {
	return ir.Intern(ctx, ir.KeyOfName("async.group"), func() *GroupType { return &GroupType{} })
}

// CoroID, CoroHandle and CoroState return the coroutine types.
func CoroID(ctx *ir.Context) *CoroIDType {
	return ir.Intern(ctx, ir.KeyOfName("async.coro.id"), func() *CoroIDType { return &CoroIDType{} })
}

func CoroHandle(ctx *ir.Context) *CoroHandleType {
	return ir.Intern(ctx, ir.KeyOfName("async.coro.handle"), func() *CoroHandleType { return &CoroHandleType{} })
}

func CoroState(ctx *ir.Context) *CoroStateType {
	return ir.Intern(ctx, ir.KeyOfName("async.coro.state"), func() *CoroStateType { return &CoroStateType{} })
}

func isToken(t ir.Type) bool { _, ok := t.(*TokenType); return ok }
func isValue(t ir.Type) bool { _, ok := t.(*ValueType); return ok }
func isGroup(t ir.Type) bool { _, ok := t.(*GroupType); return ok }

func init() {
	keyword := func(build func(*ir.Context) ir.Type) func(p *asm.Parser) ir.Type {
		return func(p *asm.Parser) ir.Type { return build(p.Context()) }
	}
	typeParsers["token"] = keyword(func(c *ir.Context) ir.Type { return Token(c) })
	typeParsers["group"] = keyword(func(c *ir.Context) ir.Type { return Group(c) })
	typeParsers["coro.id"] = keyword(func(c *ir.Context) ir.Type { return CoroID(c) })
	typeParsers["coro.handle"] = keyword(func(c *ir.Context) ir.Type { return CoroHandle(c) })
	typeParsers["coro.state"] = keyword(func(c *ir.Context) ir.Type { return CoroState(c) })
	typeParsers["value"] = parseValueType
	syntax = &asm.DialectSyntax{PrintType: printType, ParseType: parseUnknownType}

	// The type constraints of the generated specs.
	tc1.Check = func(t ir.Type) bool { return isValue(t) || isToken(t) }
	tc2.Check = isGroup
	tc6.Check = func(t ir.Type) bool { _, ok := t.(*CoroIDType); return ok }
	tc7.Check = func(t ir.Type) bool { _, ok := t.(*CoroHandleType); return ok }
	tc8.Check = func(t ir.Type) bool { _, ok := t.(*CoroStateType); return ok }
	tc9.Check = isToken
	tc10.Check = isValue
	tc15.Check = func(t ir.Type) bool { return isValue(t) || isToken(t) || isGroup(t) }
}

// parseValueType parses `<type>` (ValueType::parse).
func parseValueType(p *asm.Parser) ir.Type {
	name := p.Offset() - len("value")
	var elem ir.Type
	if !p.Try(func() {
		p.Expect("<", "expected '<'")
		elem = p.ParseType()
		p.Expect(">", "expected '>'")
	}) {
		p.ErrorAt(name, "failed to parse async value type")
	}
	return Value(p.Context(), elem)
}

// parseUnknownType reports a type mnemonic the dialect does not define, as
// the generated AsyncDialect::parseType.
func parseUnknownType(p *asm.Parser, body string) ir.Type {
	off := p.Offset()
	if !p.IsBareIdent() {
		p.Errorf("expected valid keyword")
	}
	p.ErrorAt(off, "unknown  type `%s` in dialect `async`", p.TokenText())
	return nil
}

// printType writes an async type without the `!async.` prefix.
func printType(pr *asm.Printer, t ir.Type) bool {
	switch t := t.(type) {
	case *TokenType:
		pr.WriteString("token")
	case *ValueType:
		pr.WriteString("value<")
		pr.PrintType(t.Elem)
		pr.WriteString(">")
	case *GroupType:
		pr.WriteString("group")
	case *CoroIDType:
		pr.WriteString("coro.id")
	case *CoroHandleType:
		pr.WriteString("coro.handle")
	case *CoroStateType:
		pr.WriteString("coro.state")
	default:
		return false
	}
	return true
}

func init() {
	// The TypesMatchWith transformer of async.runtime.load and
	// async.runtime.store: the element type of the storage's !async.value.
	ods.Transforms["::llvm::cast<ValueType>($_self).getValueType()"] = func(_ *ir.Context, t ir.Type) ir.Type {
		if v, ok := t.(*ValueType); ok {
			return v.Elem
		}
		return nil
	}
}
