package inspect

import (
	"debug/elf"
	"encoding/binary"
	"os"
	"strings"
	"testing"
)

// fatbinOf packs members as fatbinary does: the 16-byte container header,
// then per member a 64-byte header (kind, header size, payload size, PTX
// version, chip, flags) and the payload.
func fatbinOf(members ...fatbinMember) []byte {
	le := binary.LittleEndian
	var body []byte
	for _, m := range members {
		h := make([]byte, 64)
		le.PutUint16(h, m.kind)
		le.PutUint16(h[2:], 0x101)
		le.PutUint32(h[4:], 64)
		le.PutUint64(h[8:], uint64(len(m.payload)))
		le.PutUint16(h[24:], m.minor)
		le.PutUint16(h[26:], m.major)
		le.PutUint32(h[28:], m.arch)
		le.PutUint64(h[40:], m.flags)
		body = append(append(body, h...), m.payload...)
	}
	head := make([]byte, 16)
	le.PutUint32(head, fatbinMagic)
	le.PutUint16(head[4:], 1)
	le.PutUint16(head[6:], 16)
	le.PutUint64(head[8:], uint64(len(body)))
	return append(head, body...)
}

type fatbinMember struct {
	kind         uint16
	minor, major uint16
	arch         uint32
	flags        uint64
	payload      []byte
}

// cubinFixture is the test HSACO claiming to be a cubin, as FuzzBinary
// makes it.
func cubinFixture(t *testing.T) []byte {
	hsaco, err := os.ReadFile("testdata/saxpy.gfx90a.hsaco")
	if err != nil {
		t.Fatal(err)
	}
	cubin := append([]byte(nil), hsaco...)
	binary.LittleEndian.PutUint16(cubin[18:], uint16(elf.EM_CUDA))
	return cubin
}

func TestFatbinMembers(t *testing.T) {
	cubin := cubinFixture(t)
	want, err := Binary(cubin)
	if err != nil {
		t.Fatal(err)
	}
	data := fatbinOf(
		fatbinMember{kind: fatbinELF, minor: 7, major: 1, arch: 90, flags: 0x11, payload: cubin},
		fatbinMember{kind: fatbinPTX, minor: 8, major: 7, arch: 90, flags: 0x2011, payload: []byte("compressed")},
	)
	r, err := Binary(data)
	if err != nil {
		t.Fatal(err)
	}
	if r.Kind != Fatbin || r.Size != len(data) || len(r.Images) != 2 {
		t.Fatalf("got kind %v, size %d, %d members", r.Kind, r.Size, len(r.Images))
	}
	if got := r.Images[0]; got.Kind != want.Kind || len(got.Kernels) != len(want.Kernels) || got.Size != len(cubin) {
		t.Errorf("cubin member: %+v, want what Binary says of the cubin: %+v", got, want)
	}
	if got := r.Images[1]; got.Kind != PTX || got.Target != "sm_90" || got.Version != "7.8" || got.Size != 10 {
		t.Errorf("PTX member: %+v", got)
	}
}

// TestFatbinDamaged: a cut or lying container is an error that says where,
// never a panic or a member read past the end.
func TestFatbinDamaged(t *testing.T) {
	good := fatbinOf(fatbinMember{kind: fatbinPTX, major: 7, minor: 8, arch: 90, payload: []byte("ptx")})
	cases := map[string][]byte{
		"short header":  good[:12],
		"cut member":    good[:40],
		"cut payload":   good[:len(good)-1],
		"unknown kind":  fatbinOf(fatbinMember{kind: 9, payload: []byte("x")}),
		"damaged cubin": fatbinOf(fatbinMember{kind: fatbinELF, arch: 90, payload: []byte("\x7fELF junk")}),
	}
	for name, data := range cases {
		if _, err := Binary(data); err == nil {
			t.Errorf("%s: no error", name)
		} else if !strings.Contains(err.Error(), "fat binary") {
			t.Errorf("%s: %v (does not say it is about the fat binary)", name, err)
		}
	}
}
