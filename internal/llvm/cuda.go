package llvm

// #include <dlfcn.h>
// #include <stdio.h>
// #include <stdlib.h>
// #include <string.h>
//
// /* The few CUDA driver API types and entry points the PTX JIT needs, declared here so that gpuc builds
//    without the CUDA toolkit; the driver itself (libcuda.so.1) is opened at run time. */
// typedef int CUresult;
// typedef int CUdevice;
// typedef void *CUcontext;
// typedef void *CUlinkState;
// enum { CU_JIT_ERROR_LOG_BUFFER = 5, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES = 6, CU_JIT_INPUT_PTX = 1 };
//
// static struct {
//   void *lib;
//   CUresult (*cuInit)(unsigned);
//   CUresult (*cuDeviceGet)(CUdevice *, int);
//   CUresult (*cuCtxCreate)(CUcontext *, unsigned, CUdevice);
//   CUresult (*cuCtxDestroy)(CUcontext);
//   CUresult (*cuLinkCreate)(unsigned, int *, void **, CUlinkState *);
//   CUresult (*cuLinkAddData)(CUlinkState, int, void *, size_t, const char *, unsigned, int *, void **);
//   CUresult (*cuLinkComplete)(CUlinkState, void **, size_t *);
//   CUresult (*cuLinkDestroy)(CUlinkState);
//   CUresult (*cuGetErrorString)(CUresult, const char **);
// } gpuc_cuda;
//
// /* Opens libcuda.so.1 and resolves the entry points (the _v2 names cuda.h maps the API names to).
//    Returns NULL or a malloc'd message. */
// static char *gpuc_cuda_load(void) {
//   void *lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
//   if (!lib) {
//     const char *e = dlerror();
//     return strdup(e ? e : "dlopen failed");
//   }
// #define SYM(field, name)                                                   \
//   if (!(*(void **)&gpuc_cuda.field = dlsym(lib, name))) {                  \
//     char *m = malloc(128 + strlen(name));                                  \
//     sprintf(m, "libcuda.so.1 has no symbol %s", name);                     \
//     dlclose(lib);                                                          \
//     return m;                                                              \
//   }
//   SYM(cuInit, "cuInit")
//   SYM(cuDeviceGet, "cuDeviceGet")
//   SYM(cuCtxCreate, "cuCtxCreate_v2")
//   SYM(cuCtxDestroy, "cuCtxDestroy_v2")
//   SYM(cuLinkCreate, "cuLinkCreate_v2")
//   SYM(cuLinkAddData, "cuLinkAddData_v2")
//   SYM(cuLinkComplete, "cuLinkComplete")
//   SYM(cuLinkDestroy, "cuLinkDestroy")
//   SYM(cuGetErrorString, "cuGetErrorString")
// #undef SYM
//   gpuc_cuda.lib = lib;
//   return NULL;
// }
//
// /* cuInit(0) on the loaded driver: NULL, or a malloc'd "<CUDA error name>" (e.g. no CUDA-capable device). */
// static char *gpuc_cuda_init(void) {
//   CUresult status = gpuc_cuda.cuInit(0);
//   if (status == 0) return NULL;
//   const char *e = NULL;
//   if (gpuc_cuda.cuGetErrorString(status, &e) != 0 || !e) e = "unknown error";
//   return strdup(e);
// }
//
// /* NVPTXDriverPipeline::serializeToObject after translateToISA: JIT-links PTX into a cubin in a fresh device
//    context. On failure returns a malloc'd message "<call> failed with error code <name>[<JIT log>]". */
// static char *gpuc_cuda_link_ptx(const char *ptx, size_t len, const char *name, void **out, size_t *outLen) {
//   char jitErrorBuffer[4096] = {0};
//   char *msg = NULL;
//   CUresult status;
// #define CHECK(expr)                                                                          \
//   if ((status = (expr)) != 0) {                                                              \
//     const char *e = NULL;                                                                    \
//     if (gpuc_cuda.cuGetErrorString(status, &e) != 0 || !e) e = "unknown error";              \
//     msg = malloc(strlen(#expr) + strlen(e) + strlen(jitErrorBuffer) + 64);                   \
//     sprintf(msg, "%s failed with error code %s[%s]", #expr, e, jitErrorBuffer);              \
//     goto done;                                                                               \
//   }
//   CUdevice device;
//   CUcontext context = NULL;
//   CUlinkState linkState = NULL;
//   int jitOptions[] = {CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
//   void *jitOptionsVals[] = {jitErrorBuffer, (void *)sizeof(jitErrorBuffer)};
//   void *cubinData;
//   size_t cubinSize;
//   CHECK(gpuc_cuda.cuInit(0))
//   CHECK(gpuc_cuda.cuDeviceGet(&device, 0))
//   CHECK(gpuc_cuda.cuCtxCreate(&context, 0, device))
//   CHECK(gpuc_cuda.cuLinkCreate(2, jitOptions, jitOptionsVals, &linkState))
//   CHECK(gpuc_cuda.cuLinkAddData(linkState, CU_JIT_INPUT_PTX, (void *)ptx, len, name, 0, NULL, NULL))
//   CHECK(gpuc_cuda.cuLinkComplete(linkState, &cubinData, &cubinSize))
//   *out = malloc(cubinSize ? cubinSize : 1);
//   memcpy(*out, cubinData, cubinSize);
//   *outLen = cubinSize;
// done:
// #undef CHECK
//   if (linkState) gpuc_cuda.cuLinkDestroy(linkState);
//   if (context) gpuc_cuda.cuCtxDestroy(context);
//   return msg;
// }
import "C"

import (
	"errors"
	"fmt"
	"sync"
	"unsafe"
)

var (
	cudaOnce sync.Once
	cudaErr  error
)

// CUDAAvailable reports whether the CUDA driver can JIT-link PTX here, which the NVPTX driver pipeline
// (format=bin without ptxas) needs: libcuda.so.1 loads and cuInit succeeds. A machine with the driver's
// library but no GPU or no kernel module (a Debian CUDA toolkit pulls libcuda1 in) fails cuInit; asking here
// lets the caller offer ptxas or PTX instead of failing in the middle of a link. gpuc never links against
// CUDA: the driver is opened at run time, once, so that gpuc builds and runs on machines without it.
func CUDAAvailable() error {
	cudaOnce.Do(func() {
		if msg := C.gpuc_cuda_load(); msg != nil {
			// The caller says what to do instead (install the driver, use
			// ptxas, embed PTX): it knows which of those it can offer.
			cudaErr = fmt.Errorf("the CUDA driver is not available: libcuda.so.1 could not be loaded (%s)", goString(msg))
			return
		}
		if msg := C.gpuc_cuda_init(); msg != nil {
			cudaErr = fmt.Errorf("the CUDA driver is not usable: libcuda.so.1 loaded but cuInit failed (%s)", goString(msg))
		}
	})
	return cudaErr
}

// CUDALinkPTX JIT-links PTX into a cubin with the CUDA driver, exactly as MLIR's NVPTXDriverPipeline: cuInit,
// a context on device 0, cuLinkCreate with an error log, cuLinkAddData(PTX, name), cuLinkComplete. It needs
// the driver and a device; the error names the failing call, CUDA's error name and the JIT's log.
func CUDALinkPTX(ptx []byte, name string) ([]byte, error) {
	if err := CUDAAvailable(); err != nil {
		return nil, err
	}
	if len(ptx) == 0 {
		return nil, errors.New("CUDALinkPTX: empty PTX")
	}
	// cuLinkAddData reads PTX as a C string: give it a NUL-terminated copy.
	cptx := C.CBytes(append(append([]byte(nil), ptx...), 0))
	defer C.free(cptx)
	cname := C.CString(name)
	defer C.free(unsafe.Pointer(cname))
	var out unsafe.Pointer
	var outLen C.size_t
	if msg := C.gpuc_cuda_link_ptx((*C.char)(cptx), C.size_t(len(ptx)), cname, &out, &outLen); msg != nil {
		return nil, errors.New(goString(msg))
	}
	defer C.free(out)
	return C.GoBytes(out, C.int(outLen)), nil
}
