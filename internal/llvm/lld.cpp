// gpuc_lld_shared: ld.lld -shared in this process (liblld-19-dev's ELF driver), for HSACO code objects: what
// running ld.lld does, without a process per module. lld's driver keeps global state, so one link runs at a
// time; when lld says it cannot run again (a crash it recovered from), the caller falls back to ld.lld.
#include "lld/Common/Driver.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>
#include <cstring>
#include <mutex>
#include <string>

LLD_HAS_DRIVER(elf)

namespace {
std::mutex lldMu;
bool lldBroken = false;

char *dupString(const std::string &s) {
  char *p = static_cast<char *>(std::malloc(s.size() + 1));
  std::memcpy(p, s.c_str(), s.size() + 1);
  return p;
}
} // namespace

extern "C" int gpuc_lld_shared(const char *in, const char *out, char **log) {
  std::lock_guard<std::mutex> lock(lldMu);
  if (lldBroken) {
    *log = dupString("in-process lld cannot run again");
    return 2;
  }
  std::string text;
  llvm::raw_string_ostream os(text);
  const char *args[] = {"ld.lld", "-shared", in, "-o", out};
  lld::Result r = lld::lldMain(args, os, os, {{lld::Gnu, &lld::elf::link}});
  if (!r.canRunAgain)
    lldBroken = true;
  os.flush();
  if (r.retCode != 0) {
    *log = dupString(text);
    return 1;
  }
  return 0;
}
