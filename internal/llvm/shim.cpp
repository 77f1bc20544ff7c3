// shim.cpp: the LLVM 19 C++ operations gpuc needs and the LLVM C API does not offer (see shim.h). Each
// function mirrors the MLIR 19 code it stands for; comments name it.

#include "shim.h"

#include "llvm-c/Core.h"
#include "llvm/AsmParser/LLParser.h"
#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/IR/AutoUpgrade.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/Verifier.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Linker/Linker.h"
#include "llvm/MC/MCAsmBackend.h"
#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCCodeEmitter.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCObjectFileInfo.h"
#include "llvm/MC/MCObjectWriter.h"
#include "llvm/MC/MCParser/MCAsmParser.h"
#include "llvm/MC/MCParser/MCTargetAsmParser.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCStreamer.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/MCTargetOptions.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Transforms/IPO/Internalize.h"

#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/PrettyStackTrace.h"

#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <mutex>
#include <string>

using namespace llvm;

namespace {

char *dup(const std::string &s) {
  char *p = static_cast<char *>(std::malloc(s.size() + 1));
  std::memcpy(p, s.data(), s.size());
  p[s.size()] = 0;
  return p;
}

// DiagRecord collects what LLVM reports through LLVMContext::diagnose, so that errors reach the Go caller as
// errors (LLVM's default handler prints them and calls exit(1)).
struct DiagRecord {
  std::string errors, warnings;
};

void recordDiag(const DiagnosticInfo *dip, void *p) {
  const DiagnosticInfo &di = *dip;
  auto *rec = static_cast<DiagRecord *>(p);
  std::string *dst;
  switch (di.getSeverity()) {
  case DS_Error:
    dst = &rec->errors;
    break;
  case DS_Warning:
    dst = &rec->warnings;
    break;
  default:
    return; // remarks and notes are not asked for
  }
  raw_string_ostream os(*dst);
  if (!dst->empty())
    os << '\x1e'; // record separator: a message may span lines
  os << LLVMContext::getDiagnosticMessagePrefix(di.getSeverity()) << ": ";
  DiagnosticPrinterRawOStream printer(os);
  di.print(printer);
}

LLVMContext *ctxOf(LLVMContextRef c) { return reinterpret_cast<LLVMContext *>(c); }
Module *modOf(LLVMModuleRef m) { return reinterpret_cast<Module *>(m); }
TargetMachine *tmOf(LLVMTargetMachineRef t) { return reinterpret_cast<TargetMachine *>(t); }

// fatalReason holds, per thread, the message of the LLVM fatal error that ended this thread's last
// gpuc_emit_safely (see recoverFatal).
thread_local std::string fatalReason;

// recoverFatal is gpuc's LLVM fatal error handler. Inside gpuc_emit_safely (a CrashRecoveryContext is
// current on this thread) it keeps the reason and leaves code generation through the context, which jumps
// back to RunSafely: report_fatal_error ("Cannot select" in instruction selection, an unknown code object
// version, ...) then fails that one module instead of ending gpuc. Anywhere else it prints what LLVM's own
// handler prints, and LLVM aborts after it as before.
void recoverFatal(void *, const char *reason, bool) {
  if (CrashRecoveryContext *crc = CrashRecoveryContext::GetCurrent()) {
    fatalReason = reason;
    crc->HandleExit(1);
  }
  std::fprintf(stderr, "LLVM ERROR: %s\n", reason);
}

} // namespace

extern "C" {

LLVMContextRef gpuc_context_create(void) {
  auto *ctx = new LLVMContext();
  ctx->setDiagnosticHandlerCallBack(recordDiag, new DiagRecord());
  return reinterpret_cast<LLVMContextRef>(ctx);
}

void gpuc_context_dispose(LLVMContextRef c) {
  LLVMContext *ctx = ctxOf(c);
  auto *rec = static_cast<DiagRecord *>(ctx->getDiagnosticContext());
  delete ctx;
  delete rec;
}

void gpuc_context_take_diags(LLVMContextRef c, char **errors, char **warnings) {
  auto *rec = static_cast<DiagRecord *>(ctxOf(c)->getDiagnosticContext());
  *errors = rec->errors.empty() ? nullptr : dup(rec->errors);
  *warnings = rec->warnings.empty() ? nullptr : dup(rec->warnings);
  rec->errors.clear();
  rec->warnings.clear();
}

int gpuc_parse_ir(LLVMContextRef c, const char *data, size_t len, const char *name, LLVMModuleRef *out,
                  char **full, char **msg, int *line, int *col) {
  // The .ll lexer needs a NUL-terminated buffer: copy.
  std::unique_ptr<MemoryBuffer> buf = MemoryBuffer::getMemBufferCopy(StringRef(data, len), name);
  SMDiagnostic diag;
  std::unique_ptr<Module> m;
  const unsigned char *start = reinterpret_cast<const unsigned char *>(buf->getBufferStart());
  if (isBitcode(start, start + buf->getBufferSize())) {
    m = parseIR(buf->getMemBufferRef(), diag, *ctxOf(c));
  } else {
    // llvm::parseIR ends with llvm::UpgradeDebugInfo, which runs the verifier on a module with a
    // "Debug Info Version" flag (every module MLIR's translation makes) and calls report_fatal_error,
    // exiting the process, when it is broken. Parse without that step, verify here and return the
    // verifier's report as the error, then upgrade the now valid module.
    m = std::make_unique<Module>(name, *ctxOf(c));
    SourceMgr sm;
    sm.AddNewSourceBuffer(MemoryBuffer::getMemBuffer(buf->getMemBufferRef(), /*RequiresNullTerminator=*/false),
                          SMLoc());
    if (LLParser(buf->getBuffer(), sm, diag, m.get(), nullptr, *ctxOf(c)).Run(/*UpgradeDebugInfo=*/false)) {
      m.reset();
    } else {
      std::string report;
      raw_string_ostream os(report);
      if (verifyModule(*m, &os)) {
        os.flush();
        *full = dup(report);
        *msg = dup(report);
        *line = 0;
        *col = 0;
        return 2;
      }
      // At the current "Debug Info Version" UpgradeDebugInfo would only run the verifier again on what
      // just passed it (about 35 ms for the 13 MB text of the 20 MiB translate bench): it changes modules
      // of other versions only, whose debug info it strips.
      if (getDebugMetadataVersionFromModule(*m) != DEBUG_METADATA_VERSION)
        UpgradeDebugInfo(*m);
    }
  }
  if (!m) {
    std::string text;
    raw_string_ostream os(text);
    diag.print(nullptr, os, /*ShowColors=*/false);
    os.flush();
    *full = dup(text);
    *msg = dup(diag.getMessage().str());
    *line = diag.getLineNo() > 0 ? diag.getLineNo() : 0;
    *col = diag.getLineNo() > 0 ? diag.getColumnNo() + 1 : 0;
    return 1;
  }
  *out = reinterpret_cast<LLVMModuleRef>(m.release());
  return 0;
}

int gpuc_parse_bitcode(LLVMContextRef c, const char *data, size_t len, const char *name, int lazy,
                       LLVMModuleRef *out, char **err) {
  std::unique_ptr<MemoryBuffer> buf = MemoryBuffer::getMemBufferCopy(StringRef(data, len), name);
  Expected<std::unique_ptr<Module>> m = lazy ? getOwningLazyBitcodeModule(std::move(buf), *ctxOf(c))
                                             : parseBitcodeFile(buf->getMemBufferRef(), *ctxOf(c));
  if (!m) {
    *err = dup(toString(m.takeError()));
    return 1;
  }
  *out = reinterpret_cast<LLVMModuleRef>(m->release());
  return 0;
}

int gpuc_load_lazy_ir_file(LLVMContextRef c, const char *path, LLVMModuleRef *out, char **err) {
  SMDiagnostic diag;
  std::unique_ptr<Module> m = getLazyIRFileModule(path, diag, *ctxOf(c));
  if (!m) {
    *err = dup(diag.getMessage().str());
    return 1;
  }
  *out = reinterpret_cast<LLVMModuleRef>(m.release());
  return 0;
}

int gpuc_materialize_all(LLVMModuleRef m, char **err) {
  if (Error e = modOf(m)->materializeAll()) {
    *err = dup(toString(std::move(e)));
    return 1;
  }
  return 0;
}

int gpuc_erase_named_metadata(LLVMModuleRef mr, const char *name, size_t len) {
  Module *m = modOf(mr);
  if (NamedMDNode *md = m->getNamedMetadata(StringRef(name, len))) {
    m->eraseNamedMetadata(md);
    return 1;
  }
  return 0;
}

void gpuc_add_module_flag(LLVMModuleRef m, int behavior, const char *key, size_t len, unsigned v) {
  modOf(m)->addModuleFlag(static_cast<Module::ModFlagBehavior>(behavior), StringRef(key, len), v);
}

int gpuc_link_only_needed(LLVMModuleRef dst, LLVMModuleRef lib, char **err) {
  Module *m = modOf(dst);
  std::unique_ptr<Module> libModule(modOf(lib));
  Linker linker(*m);
  // ModuleToObject::linkFiles, verbatim.
  bool failed = linker.linkInModule(std::move(libModule), Linker::Flags::LinkOnlyNeeded,
                                    [](Module &mod, const StringSet<> &gvs) {
                                      internalizeModule(mod, [&gvs](const GlobalValue &gv) {
                                        return !gv.hasName() || (gvs.count(gv.getName()) == 0);
                                      });
                                    });
  if (failed) {
    *err = dup("Unrecoverable failure during bitcode linking.");
    return 1;
  }
  return 0;
}

} // extern "C"

namespace {
// runSafely runs fn in an LLVM CrashRecoveryContext: a fatal error of LLVM inside it (report_fatal_error)
// returns false with *fatal holding LLVM's reason, instead of ending the process. Whatever fn was updating
// is then half-updated: the caller gives it up.
bool runSafely(function_ref<void()> fn, char **fatal) {
  static std::once_flag once;
  std::call_once(once, [] {
    // CrashRecoveryContext::Enable sets the flag RunSafely needs and installs LLVM's signal handlers for
    // crashes; those would take SIGSEGV and the others from the Go runtime, which needs them, so the
    // handlers in place before are put back. Crashes stay the Go runtime's; fatal errors come through
    // recoverFatal.
    struct sigaction saved[NSIG];
    for (int s = 1; s < NSIG; s++)
      sigaction(s, nullptr, &saved[s]);
    CrashRecoveryContext::Enable();
    for (int s = 1; s < NSIG; s++)
      if (s != SIGKILL && s != SIGSTOP)
        sigaction(s, &saved[s], nullptr);
    install_fatal_error_handler(recoverFatal, nullptr);
  });
  // Leaving through the context skips the destructors of the pass managers' pretty-stack-trace entries, so
  // this thread's stack of them would point into the abandoned frames: put back the stack of before.
  const void *prettyStack = SavePrettyStackState();
  CrashRecoveryContext crc;
  if (crc.RunSafely(fn))
    return true;
  RestorePrettyStackState(prettyStack);
  *fatal = dup(fatalReason);
  fatalReason.clear();
  return false;
}
} // namespace

extern "C" {

int gpuc_emit_safely(LLVMTargetMachineRef tmr, LLVMModuleRef mr, int fileType, char **emitErr,
                     LLVMMemoryBufferRef *out, char **fatal) {
  // LLVMTargetMachineEmitToMemoryBuffer, with the pass manager in this frame, below the
  // CrashRecoveryContext: when a fatal error leaves code generation through the context, the pass manager
  // (and with it the machine functions, selection DAGs and machine module info it owns, about 1 MB for even a
  // small module) is still freed here, instead of staying allocated until gpuc exits.
  TargetMachine *tm = tmOf(tmr);
  Module *m = modOf(mr);
  m->setDataLayout(tm->createDataLayout());
  SmallVector<char, 0> code;
  raw_svector_ostream os(code);
  auto pm = std::make_unique<legacy::PassManager>();
  if (tm->addPassesToEmitFile(*pm, os, nullptr,
                              fileType == LLVMAssemblyFile ? CodeGenFileType::AssemblyFile
                                                           : CodeGenFileType::ObjectFile)) {
    *emitErr = dup("TargetMachine can't emit a file of this type");
    return 1;
  }
  bool finished = runSafely([&] { pm->run(*m); }, fatal);
  // Freeing a pass manager that was interrupted runs its passes' destructors on half-done state: guarded too.
  // (reset empties pm before it deletes, so a fatal error there leaves nothing to free twice).
  char *ignored = nullptr;
  if (!runSafely([&] { pm.reset(); }, &ignored))
    std::free(ignored);
  if (!finished)
    return 2;
  *out = LLVMCreateMemoryBufferWithMemoryRangeCopy(code.data(), code.size(), "");
  return 0;
}

// gpuc_nvptx_forget (module.go): NVPTX caches every function's nvvm.annotations in a process-wide map
// keyed by the module's and the function's addresses (NVPTXUtilities.cpp), which only its AsmPrinter's
// doFinalization clears, through a function libLLVM does not export. A module that NVPTX passes queried (its
// optimization pipeline does) but that was never emitted (the offload format returns bitcode; an error
// stopped the job) would leave entries that a later module at the same addresses reads: a kernel printed
// as a .func. Before such a module is freed, this drops its bodies (it returns 1 for an NVPTX module) and
// Go emits it, which runs the AsmPrinter on it.
int gpuc_nvptx_forget(LLVMModuleRef mr) {
  Module *m = modOf(mr);
  if (!Triple(m->getTargetTriple()).isNVPTX())
    return 0;
  // Only declarations are left to print: code generation of the emptied module is cheap.
  for (Function &f : *m)
    if (!f.isDeclaration())
      f.deleteBody();
  for (GlobalVariable &g : m->globals())
    if (g.hasInitializer())
      g.setInitializer(nullptr);
  while (!m->named_metadata_empty())
    m->eraseNamedMetadata(&*m->named_metadata_begin());
  return 1;
}

char *gpuc_target_cpus(const char *tripleName) {
  // The processors a target's MCSubtargetInfo knows, one per line.
  std::string lookupError;
  const Target *target = TargetRegistry::lookupTarget(tripleName, lookupError);
  if (!target)
    return nullptr;
  std::unique_ptr<MCSubtargetInfo> sti(target->createMCSubtargetInfo(tripleName, "", ""));
  if (!sti)
    return nullptr;
  std::string out;
  for (const SubtargetSubTypeKV &kv : sti->getAllProcessorDescriptions()) {
    if (!out.empty())
      out += "\n";
    out += kv.Key;
  }
  return dup(out);
}

int gpuc_check_target(const char *tripleName, const char *cpu, const char *features, char **err) {
  std::string lookupError;
  const Target *target = TargetRegistry::lookupTarget(tripleName, lookupError);
  if (!target)
    return 0; // NewTargetMachine reports the lookup failure
  // Without the CPU and features: created with them, an unknown one is printed to stderr, not returned.
  std::unique_ptr<MCSubtargetInfo> sti(target->createMCSubtargetInfo(tripleName, "", ""));
  if (!sti)
    return 0;
  std::string msg;
  if (*cpu && !sti->isCPUStringValid(cpu))
    msg = "'" + std::string(cpu) + "' is not a processor LLVM 19 knows for " + tripleName;
  StringRef rest(features);
  while (!rest.empty()) {
    auto [tok, tail] = rest.split(',');
    rest = tail;
    tok = tok.trim();
    if (tok.empty())
      continue;
    StringRef name = tok;
    if (name.front() == '+' || name.front() == '-')
      name = name.drop_front();
    bool known = false;
    for (const SubtargetFeatureKV &kv : sti->getAllProcessorFeatures())
      known = known || name == kv.Key;
    if (!known) {
      if (!msg.empty())
        msg += "; ";
      msg += "'" + tok.str() + "' is not a feature LLVM 19 knows for " + tripleName +
             " (features are +name or -name, comma-separated)";
    }
  }
  if (msg.empty())
    return 0;
  *err = dup(msg);
  return 1;
}

void gpuc_tm_set_opt_level(LLVMTargetMachineRef tm, int level) {
  tmOf(tm)->setOptLevel(static_cast<CodeGenOptLevel>(level));
}

int gpuc_optimize(LLVMModuleRef mr, LLVMTargetMachineRef tmr, int level, char **err) {
  OptimizationLevel ol;
  switch (level) {
  case 0: ol = OptimizationLevel::O0; break;
  case 1: ol = OptimizationLevel::O1; break;
  case 2: ol = OptimizationLevel::O2; break;
  case 3: ol = OptimizationLevel::O3; break;
  default:
    *err = dup("invalid optimization/size level " + std::to_string(level) + "/0");
    return 1;
  }
  // mlir::makeOptimizingTransformer (MLIR 19, mlir/lib/ExecutionEngine/OptUtils.cpp).
  LoopAnalysisManager lam;
  FunctionAnalysisManager fam;
  CGSCCAnalysisManager cgam;
  ModuleAnalysisManager mam;
  PipelineTuningOptions tuningOptions;
  tuningOptions.LoopUnrolling = true;
  tuningOptions.LoopInterleaving = true;
  tuningOptions.LoopVectorization = true;
  tuningOptions.SLPVectorization = true;
  PassBuilder pb(tmr ? tmOf(tmr) : nullptr, tuningOptions);
  pb.registerModuleAnalyses(mam);
  pb.registerCGSCCAnalyses(cgam);
  pb.registerFunctionAnalyses(fam);
  pb.registerLoopAnalyses(lam);
  pb.crossRegisterProxies(lam, fam, cgam, mam);
  ModulePassManager mpm;
  mpm.addPass(pb.buildPerModuleDefaultPipeline(ol));
  char *fatal = nullptr;
  if (!runSafely([&] { mpm.run(*modOf(mr), mam); }, &fatal)) {
    *err = fatal;
    return 2;
  }
  return 0;
}

int gpuc_assemble(const char *tripleName, const char *chip, const char *features, const char *text, size_t len,
                  char **out, size_t *outLen, char **err) {
  // AMDGPUPipeline::assembleIsa, with the assembler's diagnostics returned instead of printed.
  SmallVector<char, 0> result;
  raw_svector_ostream os(result);

  Triple triple(Triple::normalize(tripleName));
  std::string lookupError;
  const Target *target = TargetRegistry::lookupTarget(triple.normalize(), lookupError);
  if (!target) {
    *err = dup("failed to lookup target: " + lookupError);
    return 1;
  }

  SourceMgr srcMgr;
  srcMgr.AddNewSourceBuffer(MemoryBuffer::getMemBufferCopy(StringRef(text, len), "isa"), SMLoc());
  std::string diags;
  bool hadError = false;
  struct Sink {
    std::string *diags;
    bool *hadError;
  } sink{&diags, &hadError};
  srcMgr.setDiagHandler(
      [](const SMDiagnostic &d, void *p) {
        auto *s = static_cast<Sink *>(p);
        if (d.getKind() == SourceMgr::DK_Error)
          *s->hadError = true;
        raw_string_ostream dos(*s->diags);
        d.print(nullptr, dos, /*ShowColors=*/false);
      },
      &sink);

  const MCTargetOptions mcOptions;
  std::unique_ptr<MCRegisterInfo> mri(target->createMCRegInfo(tripleName));
  std::unique_ptr<MCAsmInfo> mai(target->createMCAsmInfo(*mri, tripleName, mcOptions));
  std::unique_ptr<MCSubtargetInfo> sti(target->createMCSubtargetInfo(tripleName, chip, features));
  if (!mri || !mai || !sti) {
    *err = dup("assembler initialization error");
    return 1;
  }

  MCContext ctx(triple, mai.get(), mri.get(), sti.get(), &srcMgr, &mcOptions);
  std::unique_ptr<MCObjectFileInfo> mofi(target->createMCObjectFileInfo(ctx, /*PIC=*/false,
                                                                        /*LargeCodeModel=*/false));
  ctx.setObjectFileInfo(mofi.get());

  std::unique_ptr<MCInstrInfo> mcii(target->createMCInstrInfo());
  MCCodeEmitter *ce = target->createMCCodeEmitter(*mcii, ctx);
  MCAsmBackend *mab = target->createMCAsmBackend(*sti, *mri, mcOptions);
  std::unique_ptr<MCStreamer> mcStreamer(target->createMCObjectStreamer(
      triple, ctx, std::unique_ptr<MCAsmBackend>(mab), mab->createObjectWriter(os),
      std::unique_ptr<MCCodeEmitter>(ce), *sti));
  mcStreamer->setUseAssemblerInfoForParsing(true);

  std::unique_ptr<MCAsmParser> parser(createMCAsmParser(srcMgr, ctx, *mcStreamer, *mai));
  std::unique_ptr<MCTargetAsmParser> tap(target->createMCAsmParser(*sti, *parser, *mcii, mcOptions));
  if (!tap) {
    *err = dup("assembler initialization error");
    return 1;
  }
  parser->setTargetParser(*tap);
  bool failed = parser->Run(false);
  if (failed || hadError) {
    *err = dup(diags.empty() ? std::string("assembling failed") : diags);
    return 1;
  }
  // The parsers go first: their destructors touch the streamer (MLIR's assembleIsa resets the streamer first, and
  // the parser then writes into freed memory, which malloc may already have handed out for the output below).
  tap.reset();
  parser.reset();
  mcStreamer.reset(); // flush
  *out = static_cast<char *>(std::malloc(result.size() ? result.size() : 1));
  std::memcpy(*out, result.data(), result.size());
  *outLen = result.size();
  return 0;
}

} // extern "C"

// gpuc_subtarget_has_feature (wavesize.go).
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/IR/Function.h"

extern "C" int gpuc_subtarget_has_feature(const char *tripleName, const char *cpu, const char *features,
                                          const char *feature) {
  // Unknown names: LLVM prints a warning (cpu, features) or stops the process (checkFeatures).
  char *err = nullptr;
  if (gpuc_check_target(tripleName, cpu, features, &err) != 0 || !*feature ||
      gpuc_check_target(tripleName, "", feature, &err) != 0) {
    std::free(err);
    return -1;
  }
  std::string lookupError;
  const Target *target = TargetRegistry::lookupTarget(tripleName, lookupError);
  if (!target)
    return -1;
  std::unique_ptr<TargetMachine> tm(
      target->createTargetMachine(tripleName, cpu, features, TargetOptions(), std::nullopt));
  if (!tm)
    return -1;
  // The subtarget code generation uses (AMDGPU: a GCNSubtarget), not the TargetMachine's MCSubtargetInfo: the
  // former is where LLVM resolves the chip's default and conflicting features.
  LLVMContext ctx;
  Module m("gpuc-subtarget", ctx);
  Function *f = Function::Create(FunctionType::get(Type::getVoidTy(ctx), false), GlobalValue::ExternalLinkage,
                                 "f", m);
  const TargetSubtargetInfo *sti = tm->getSubtargetImpl(*f);
  if (!sti)
    return -1;
  return sti->checkFeatures(feature) ? 1 : 0;
}

namespace {
// usesType reports whether ty is, or contains (vector, array, struct, function), a type pred accepts.
bool usesType(Type *ty, bool (*pred)(Type *)) {
  if (pred(ty))
    return true;
  for (Type *sub : ty->subtypes())
    if (usesType(sub, pred))
      return true;
  return false;
}
bool isFP128(Type *ty) { return ty->isFP128Ty(); }
} // namespace

extern "C" const char *gpuc_first_fp128_user(LLVMModuleRef mr) {
  Module *m = modOf(mr);
  for (GlobalVariable &g : m->globals())
    if (usesType(g.getValueType(), isFP128))
      return g.getName().data();
  for (Function &f : *m) {
    if (usesType(f.getFunctionType(), isFP128))
      return f.getName().data();
    for (BasicBlock &bb : f)
      for (Instruction &i : bb) {
        if (usesType(i.getType(), isFP128))
          return f.getName().data();
        for (Value *op : i.operands())
          if (usesType(op->getType(), isFP128))
            return f.getName().data();
      }
  }
  return nullptr;
}
