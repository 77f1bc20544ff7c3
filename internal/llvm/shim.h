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

/* TargetMachine::setOptLevel, as ModuleToObject::optimizeModule does before optimizing. */
void gpuc_tm_set_opt_level(LLVMTargetMachineRef tm, int level);
/* MLIR's makeOptimizingTransformer(level, 0, tm) applied to m: PassBuilder with loop unrolling, interleaving,
 * loop and SLP vectorization on, the per-module default pipeline for O0..O3. */
int gpuc_optimize(LLVMModuleRef m, LLVMTargetMachineRef tm, int level, char **err);

/* AMDGPUPipeline::assembleIsa: assembles target assembly text with MC into an ELF relocatable object. */
int gpuc_assemble(const char *triple, const char *cpu, const char *features, const char *text, size_t len,
                  char **out, size_t *outLen, char **err);

#ifdef __cplusplus
}
#endif

#endif
