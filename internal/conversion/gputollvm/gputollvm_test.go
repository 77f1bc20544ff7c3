package gputollvm

import (
	"strings"
	"testing"

	"gpuc/internal/asm"
	"gpuc/internal/dialect/all"
	"gpuc/internal/dialect/builtin"
	"gpuc/internal/dialect/llvm"
	"gpuc/internal/ir"
)

func TestNewIdentifiedStruct(t *testing.T) {
	ctx := ir.NewContext()
	i32 := ctx.I(32)
	var names []string
	for i := 0; i < 3; i++ {
		s := newIdentifiedStruct(ctx, "", []ir.Type{i32})
		names = append(names, s.Name)
		if got := s.Body(); len(got) != 1 || got[0] != i32 {
			t.Fatalf("struct %q has body %v", s.Name, got)
		}
	}
	if got := strings.Join(names, ","); got != ",.1,.2" {
		t.Errorf("names = %q, want \",.1,.2\" (getNewIdentified's numbering)", got)
	}
	// A name taken by an opaque struct is skipped too.
	llvm.OpaqueStruct(ctx, "p")
	if s := newIdentifiedStruct(ctx, "p", nil); s.Name != "p.1" {
		t.Errorf("name = %q, want p.1", s.Name)
	}
}

// lower parses src and runs the gpu-to-llvm conversion (without the target
// option) on it.
func lower(t *testing.T, src string, opts Options) (string, error) {
	t.Helper()
	ctx := ir.NewContext()
	all.Register(ctx.Registry)
	res := asm.Parse(ctx, asm.Config{Name: "t.mlir"}, []byte(src))
	if res.Errors != nil {
		t.Fatalf("parse error: %s", res.Errors[0].Msg)
	}
	top, err := builtin.WrapTopLevel(ctx, res.Block, ctx.FileLineCol("t.mlir", 0, 0))
	if err != nil {
		t.Fatalf("verify error: %v", err)
	}
	if err := Convert(top, &opts); err != nil {
		return "", err
	}
	var b strings.Builder
	if err := asm.PrintModule(&b, top, asm.DefaultFlags(), res.Resources); err != nil {
		t.Fatal(err)
	}
	return b.String(), nil
}

const twoLaunches = `
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k(%a: memref<4xf32>) kernel {
      gpu.return
    }
  }
  func.func @f(%n: index, %a: memref<4xf32>) {
    gpu.launch_func @m::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%a : memref<4xf32>)
    %t = gpu.launch_func async @m::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%a : memref<4xf32>)
    gpu.wait [%t]
    return
  }
}`

func TestLaunchesShareGlobals(t *testing.T) {
	out, err := lower(t, twoLaunches, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		`llvm.mlir.global internal constant @m_gpubin_stub("")`,
		`llvm.mlir.global internal constant @m_k_kernel_name("k\00")`,
		`llvm.func @mgpuLaunchKernel(`,
	} {
		if n := strings.Count(out, want); n != 1 {
			t.Errorf("%d times %q, want once:\n%s", n, want, out)
		}
	}
	if n := strings.Count(out, "llvm.call @mgpuLaunchKernel("); n != 2 {
		t.Errorf("%d launches, want 2", n)
	}
	// Descriptors are passed field by field: 5 fields of a 1-D memref.
	if !strings.Contains(out, `!llvm.struct<"", (ptr, ptr, i64, i64, i64)>`) || !strings.Contains(out, `!llvm.struct<".1", (ptr, ptr, i64, i64, i64)>`) {
		t.Errorf("parameter structs missing:\n%s", out)
	}
	if strings.Contains(out, "gpu.launch_func") || strings.Contains(out, "gpu.wait") {
		t.Errorf("gpu host ops left:\n%s", out)
	}
}

func TestLaunchBarePointers(t *testing.T) {
	out, err := lower(t, twoLaunches, Options{KernelBarePtrCallConv: true})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, `!llvm.struct<"", (ptr)>`) {
		t.Errorf("want the aligned pointer alone:\n%s", out)
	}
}

func TestLaunchErrors(t *testing.T) {
	for _, c := range []struct{ name, src, want string }{
		{"two deps", `
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @f(%n: index) {
    %a = gpu.wait async
    %b = gpu.wait async
    %t = gpu.launch_func async [%a, %b] @m::@k blocks in (%n, %n, %n) threads in (%n, %n, %n)
    return
  }
}`, "failed to legalize operation 'gpu.launch_func' that was explicitly marked illegal"},
		{"clusters", `
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @f(%n: index) {
    gpu.launch_func @m::@k clusters in (%n, %n, %n) blocks in (%n, %n, %n) threads in (%n, %n, %n)
    return
  }
}`, "mgpuLaunchKernel has no cluster dimensions"},
	} {
		_, err := lower(t, c.src, Options{})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want %q", c.name, err, c.want)
		}
		if d, ok := err.(*ir.Diagnostic); !ok || d.Loc == nil {
			t.Errorf("%s: want a located diagnostic, got %T", c.name, err)
		}
	}
}
