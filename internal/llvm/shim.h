/* shim.h: the C interface of shim.cpp, the few LLVM 19 C++ operations the LLVM C API lacks.
 *
 * Every string a shim function returns through a char** is malloc'd (free it with free); NULL means none.
 * Functions returning int return 0 on success and non-zero on failure. */
#ifndef GPUC_LLVM_SHIM_H
#define GPUC_LLVM_SHIM_H

#include <stddef.h>
#include <llvm-c/Types.h>
#include <llvm-c/TargetMachine.h>

#ifdef __cplusplus
extern "C" {
#endif

/* A new LLVMContext whose diagnostic handler records errors and warnings instead of printing them (and, for
 * errors, calling exit(1) as LLVM's default handler does). */
LLVMContextRef gpuc_context_create(void);
/* Disposes the context (and every module it still owns) and its diagnostic record. */
void gpuc_context_dispose(LLVMContextRef ctx);
/* Takes (and clears) the diagnostics recorded since the last call: errors and warnings, each a list of
 * "error: ..." / "warning: ..." messages separated by '\x1e', or NULL when there are none. */
void gpuc_context_take_diags(LLVMContextRef ctx, char **errors, char **warnings);

/* Parses LLVM IR text (or bitcode) named name. On failure *full is LLVM's printed diagnostic
 * ("name:line:col: error: msg" plus the source line and caret), *msg the bare message, *line/*col 1-based
 * (0 when unknown); the result is 1. Text that parses into a module LLVM's verifier rejects gives 2, with
 * the verifier's report in *full and *msg. */
int gpuc_parse_ir(LLVMContextRef ctx, const char *data, size_t len, const char *name, LLVMModuleRef *out,
                  char **full, char **msg, int *line, int *col);
/* Parses bitcode; lazily (functions materialized on demand, e.g. by the linker) when lazy != 0. */
int gpuc_parse_bitcode(LLVMContextRef ctx, const char *data, size_t len, const char *name, int lazy,
                       LLVMModuleRef *out, char **err);
/* llvm::getLazyIRFileModule(path): what ModuleToObject::loadBitcodeFile does. *err is the SMDiagnostic's
 * message. */
int gpuc_load_lazy_ir_file(LLVMContextRef ctx, const char *path, LLVMModuleRef *out, char **err);

/* Module::materializeAll: reads every function body a lazily loaded module still has on disk. */
int gpuc_materialize_all(LLVMModuleRef m, char **err);

/* Erases the named metadata node name when present; returns 1 when it was there. */
int gpuc_erase_named_metadata(LLVMModuleRef m, const char *name, size_t len);

/* llvm::Module::addModuleFlag(behavior, key, uint32_t v); behavior is Module::ModFlagBehavior (1 Error .. 8 Min). */
void gpuc_add_module_flag(LLVMModuleRef m, int behavior, const char *key, size_t len, unsigned v);

/* ModuleToObject::linkFiles for one library: Linker::linkInModule(lib, LinkOnlyNeeded) with the callback that
 * internalizes every global the destination did not ask for. Consumes lib in every case. */
int gpuc_link_only_needed(LLVMModuleRef dst, LLVMModuleRef lib, char **err);

/* LLVMTargetMachineEmitToMemoryBuffer(tm, m, fileType) (0, or 1 with *emitErr), where a fatal error of LLVM's
 * back end (report_fatal_error: "Cannot select", an unsupported libcall, an unknown code object version)
 * returns 2 with *fatal holding LLVM's reason instead of ending the process. After 2, m, its context and tm
 * may be half-updated: the caller must not use or free them again. */
int gpuc_nvptx_forget(LLVMModuleRef m);
int gpuc_emit_safely(LLVMTargetMachineRef tm, LLVMModuleRef m, int fileType, char **emitErr,
                     LLVMMemoryBufferRef *out, char **fatal);

/* The name of the first global or function of m whose types include fp128 (NULL when none): LLVM 19's NVPTX
 * back end has no fp128 and crashes on it instead of reporting an error. The name lives as long as m. */
const char *gpuc_first_fp128_user(LLVMModuleRef m);

/* Checks cpu and each +/- feature of the comma-separated features against what triple's LLVM target knows
 * (LLVM itself only prints a warning for an unknown one and compiles for a generic processor). Returns 1 with
 * *err naming each unknown one, 0 when all are known or the triple has no target. */
// gpuc_target_cpus returns the processors the target of triple knows, one per line (malloc'd; NULL when none).
char *gpuc_target_cpus(const char *triple);
int gpuc_check_target(const char *triple, const char *cpu, const char *features, char **err);

/* TargetMachine::setOptLevel, as ModuleToObject::optimizeModule does before optimizing. */
void gpuc_tm_set_opt_level(LLVMTargetMachineRef tm, int level);
/* MLIR's makeOptimizingTransformer(level, 0, tm) applied to m: PassBuilder with loop unrolling, interleaving,
 * loop and SLP vectorization on, the per-module default pipeline for O0..O3. 1: a bad level (*err); 2: LLVM
 * stopped with a fatal error (*err, its reason), after which m, its context and tm must not be used again. */
int gpuc_optimize(LLVMModuleRef m, LLVMTargetMachineRef tm, int level, char **err);

/* AMDGPUPipeline::assembleIsa: assembles target assembly text with MC into an ELF relocatable object. */
int gpuc_assemble(const char *triple, const char *cpu, const char *features, const char *text, size_t len,
                  char **out, size_t *outLen, char **err);

/* Whether the subtarget triple's TargetMachine for cpu and features gives a function without attributes of
 * its own has feature ("+name" or "-name"): LLVM's own view of what the code is generated for, e.g. the
 * AMDGPU wavefront size (GCNSubtarget settles it from the chip and the +/-wavefrontsize features). 1 yes,
 * 0 no, -1 when the triple has no target or cpu, features or feature is not one it knows. */
int gpuc_subtarget_has_feature(const char *triple, const char *cpu, const char *features, const char *feature);

#ifdef __cplusplus
}
#endif

#endif
