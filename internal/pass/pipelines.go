package pass

import "fmt"

// Builder collects the passes a registered pipeline expands to, as MLIR's
// pipeline builders add them to an OpPassManager: Add on the pipeline's own
// op, AddNested under a nested op (addNestedPass<OpT>), adjacent nestings on
// the same op sharing one nested pipeline (the pass manager's coalesced
// adaptors).
type Builder struct {
	els []*Element
	err error
}

// Add appends pass name with options written in MLIR's option syntax.
func (b *Builder) Add(name, options string) {
	if el := b.element(name, options); el != nil {
		b.els = append(b.els, el)
	}
}

// AddNested appends pass name under a pipeline nested on op.
func (b *Builder) AddNested(op, name, options string) {
	el := b.element(name, options)
	if el == nil {
		return
	}
	if n := len(b.els); n > 0 && b.els[n-1].Pass == nil && b.els[n-1].Anchor == op {
		b.els[n-1].Nested = append(b.els[n-1].Nested, el)
		return
	}
	b.els = append(b.els, &Element{Anchor: op, Nested: []*Element{el}})
}

func (b *Builder) element(name, options string) *Element {
	if b.err != nil {
		return nil
	}
	info := Lookup(name)
	if info == nil || info.Expand != nil {
		b.err = fmt.Errorf("pipeline step %q is not a registered pass", name)
		return nil
	}
	p, err := Build(info, options)
	if err != nil {
		b.err = err
		return nil
	}
	return NewElement(info, options, p)
}

// Expand returns the elements a registered pipeline stands for with the
// given options (MLIR's PassPipelineRegistration builder), or the single
// element of a pass.
func Expand(info *Info, options string) ([]*Element, error) {
	if info.Expand == nil {
		p, err := Build(info, options)
		if err != nil {
			return nil, err
		}
		return []*Element{NewElement(info, options, p)}, nil
	}
	vals, err := ParseOptions(info, options)
	if err != nil {
		// A pipeline's options parser prints its complaint itself, with
		// no location (mlir-opt-19 then says only, for a pipeline in
		// --pass-pipeline, that it was not added).
		pe := asError(err)
		return nil, &Error{Pre: pe.Pre + pe.Msg}
	}
	var b Builder
	info.Expand(vals, &b)
	if b.err != nil {
		return nil, b.err
	}
	return b.els, nil
}
