//===- BuildVerifier.cpp - Compile the migrated code as MUSA code ---------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Verify/BuildVerifier.h"
#include "musify/CompileCommands/CudaParseFlags.h"
#include "musify/Rewrite/ExclusionMarkers.h"
#include "musify/Rewrite/Words.h"
#include "musify/Support/AtomicFile.h"
#include "musify/Support/FileKinds.h"
#include "musify/Support/LineAlignment.h"
#include "musify/Support/Paths.h"
#include "musify/Support/PreprocessorLines.h"
#include "musify/Verify/EmbedScan.h"
#include "musify/Verify/LibraryGaps.h"
#include "musify/Verify/LinkCheck.h"
#include "musify/Verify/VerifyFlags.h"
#include "clang/Basic/CharInfo.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/Threading.h"
#include <cstdlib>
#include <fmt/format.h>
#include <nlohmann/json.hpp>
#include <set>

namespace musify {
namespace {

/// How near (in lines) an earlier finding must be to explain a failure.
constexpr unsigned ExplainDistance = 3;

bool isUnit(llvm::StringRef Path) { return isTranslationUnit(Path); }

bool isCudaSource(llvm::StringRef Path) {
  return isTranslationUnit(Path) && fileLanguage(Path) == FileLanguage::Cuda;
}

/// The first error of a compiler's output, where it is, and the include
/// stack above it (innermost first).
struct FirstError {
  std::string File, Message;
  unsigned Line = 0, Column = 0;
  std::vector<std::pair<std::string, unsigned>> IncludedFrom;
  bool found() const { return !Message.empty(); }
};

/// The errors of a compiler's output, in order (only the first with
/// \p FirstOnly), each with the include stack above it.
std::vector<FirstError> errorsOf(llvm::StringRef Output, bool FirstOnly) {
  static const llvm::Regex Error(
      "^(.+):([0-9]+):([0-9]+): (fatal )?error: (.*)$");
  static const llvm::Regex Include("^In file included from (.+):([0-9]+):$");
  std::vector<FirstError> Errors;
  std::vector<std::pair<std::string, unsigned>> Stack;
  llvm::SmallVector<llvm::StringRef, 0> Lines;
  Output.split(Lines, '\n');
  for (llvm::StringRef Line : Lines) {
    llvm::SmallVector<llvm::StringRef, 6> M;
    Line.consume_front("                 "); // continued include stack
    if (Include.match(Line, &M) ||
        (Line.consume_front("from ") &&
         Include.match(("In file included from " + Line).str(), &M))) {
      unsigned IncludeLine = 0;
      (void)M[2].getAsInteger(10, IncludeLine); // 0 where it does not fit
      Stack.push_back({M[1].str(), IncludeLine});
      continue;
    }
    if (Error.match(Line, &M)) {
      FirstError E;
      E.File = M[1].str();
      // Numbers that do not fit stay 0 rather than end the run.
      (void)M[2].getAsInteger(10, E.Line);
      (void)M[3].getAsInteger(10, E.Column);
      E.Message = M[5].str();
      E.IncludedFrom.assign(Stack.rbegin(), Stack.rend());
      Errors.push_back(std::move(E));
      if (FirstOnly)
        break;
    }
    Stack.clear();
  }
  return Errors;
}

FirstError firstError(llvm::StringRef Output) {
  std::vector<FirstError> Errors = errorsOf(Output, /*FirstOnly=*/true);
  return Errors.empty() ? FirstError() : Errors.front();
}

/// Whether \p Message is Clang 19's error for a member of a class
/// template's own type that the template's definition names and the class
/// lacks ("no member named 'x' in 'Matrix<T, 3, 3>'"): Clang 14, on which
/// mcc is based, looks such a name up only where the template is
/// instantiated.
/// Clang's flag that checks template definitions where they are
/// instantiated.
constexpr llvm::StringLiteral DelayedTemplates = "-fdelayed-template-parsing";

bool isMemberLookupInDefinition(llvm::StringRef Message) {
  static const llvm::Regex Lookup("^no member named '[A-Za-z_][A-Za-z0-9_]*' "
                                  "in '[^']*<[^']*>'(;|$)");
  return Lookup.match(Message);
}

std::vector<std::string> includesOf(llvm::StringRef Text) {
  static const llvm::Regex Include(
      "^[ \t]*#[ \t]*include[ \t]*[<\"]([^>\"]+)[>\"]");
  std::vector<std::string> Out;
  llvm::SmallVector<llvm::StringRef, 0> Lines;
  Text.split(Lines, '\n');
  for (llvm::StringRef Line : Lines) {
    llvm::SmallVector<llvm::StringRef, 2> M;
    if (Include.match(Line, &M))
      Out.push_back(M[1].str());
  }
  return Out;
}

/// Whether the `#define` \p Line of \p Name (\p Rest after the keyword)
/// can configure a header: an object-like macro on one line
/// (`USE_C10D_NCCL`, `WITH_X 1`), not a function-like one or one continued
/// over lines, which a header's configuration does not need.
bool isConfigurationMacro(llvm::StringRef Line, llvm::StringRef Rest,
                          llvm::StringRef Name) {
  return !Name.empty() &&
         !Rest.ltrim().drop_front(Name.size()).starts_with("(") &&
         !Line.contains('\n');
}

/// The `#define` lines of \p Text that stand outside every conditional (an
/// include guard's aside, and its own define left out) before the first
/// `#include` of \p Include (none where \p Text does not include it): what
/// the header may be configured by where the port includes it (`#define
/// USE_C10D_NCCL` before PyTorch's NCCLUtils.hpp, which declares nothing
/// without it).
std::vector<std::string> definesBefore(llvm::StringRef Text,
                                       llvm::StringRef Include) {
  std::vector<std::string> Out;
  int Depth = 0, GuardDepth = 0;
  llvm::StringRef Guard;
  bool First = true;
  for (size_t Start = 0; Start < Text.size();) {
    size_t End = logicalLineEnd(Text, Start);
    Directive D = directiveAt(Text, Start);
    llvm::StringRef Line = Text.slice(Start, End);
    Start = End + 1;
    if (D.Keyword.empty())
      continue;
    llvm::StringRef Name = D.Rest.ltrim().take_while(isIdentifierChar);
    if (std::optional<IncludeLine> I = parseIncludeLine(Line);
        I && !I->Next && I->Name == Include)
      return Out;
    if (D.Keyword == "if" || D.Keyword == "ifdef" || D.Keyword == "ifndef") {
      if (First && D.Keyword == "ifndef")
        Guard = Name;
      ++Depth;
    } else if (D.Keyword == "endif") {
      --Depth;
    } else if (D.Keyword == "define" && !Guard.empty() && Name == Guard &&
               Depth == 1 && GuardDepth == 0) {
      GuardDepth = 1; // the include guard: its body is the file
    } else if (D.Keyword == "define" && Depth == GuardDepth &&
               isConfigurationMacro(Line, D.Rest, Name)) {
      Out.push_back(("#define " + D.Rest.trim()).str());
    }
    First = false;
  }
  return {}; // not included here: nothing to go by
}

/// The files a Make dependency file (`-MD -MF`) names after its target,
/// without `.`/`..` steps; none where it cannot be read.
std::set<std::string> dependenciesIn(llvm::StringRef DepFile) {
  std::set<std::string> Files;
  auto Buffer = llvm::MemoryBuffer::getFile(DepFile, /*IsText=*/true);
  if (!Buffer)
    return Files;
  llvm::StringRef Text = (*Buffer)->getBuffer();
  size_t Colon = Text.find(": ");
  if (Colon == llvm::StringRef::npos)
    return Files;
  std::string Word;
  auto Flush = [&] {
    if (Word.empty())
      return;
    llvm::SmallString<256> Clean(Word);
    llvm::sys::path::remove_dots(Clean, /*remove_dot_dot=*/true);
    Files.insert(std::string(Clean));
    Word.clear();
  };
  for (size_t I = Colon + 2; I < Text.size(); ++I) {
    char C = Text[I];
    if (C == '\\' && I + 1 < Text.size() &&
        (Text[I + 1] == ' ' || Text[I + 1] == '#')) {
      Word += Text[++I]; // an escaped space or hash is part of the name
    } else if (C == '\\' || C == ' ' || C == '\n' || C == '\r' || C == '\t') {
      Flush(); // a line continuation or a separator
    } else if (C == '$' && I + 1 < Text.size() && Text[I + 1] == '$') {
      Word += Text[++I];
    } else {
      Word += C;
    }
  }
  Flush();
  return Files;
}

/// The identifiers of \p Text's `#define` bodies (\p InBodies) and of its
/// conditional directives (\p InTests), continued lines joined, comments
/// and literals left out.
void macroWords(llvm::StringRef Text, std::set<std::string> &InBodies,
                std::set<std::string> &InTests) {
  for (size_t Start = 0; Start < Text.size();
       Start = logicalLineEnd(Text, Start) + 1) {
    auto [Keyword, Rest] = directiveAt(Text, Start);
    bool Define = Keyword == "define";
    if (!Define &&
        !llvm::is_contained(
            {"if", "ifdef", "ifndef", "elif", "elifdef", "elifndef"}, Keyword))
      continue;
    if (Define) // after the macro's name (its parameters stay in)
      Rest = Rest.ltrim().drop_while(isIdentifierChar);
    std::set<std::string> &Into = Define ? InBodies : InTests;
    forEachIdentifier(
        Rest, [&](unsigned, llvm::StringRef Name) { Into.insert(Name.str()); });
  }
}

/// What to do about a CUDA original that does not compile, given Clang's
/// first error and the libraries' extension-build macros.
std::string
baselineSuggestion(llvm::StringRef Error,
                   llvm::ArrayRef<VerifyOptions::LibraryBuild> Builds) {
  // PyTorch's Half and BFloat16 convert to and from CUDA's __half, whose
  // operators then compete with theirs; an extension's setup.py build
  // (torch.utils.cpp_extension) turns CUDA's off.
  bool Ambiguous = Error.contains("is ambiguous");
  for (const VerifyOptions::LibraryBuild &B : Builds) {
    // `c10::Half`, not `Mat::` for `at`.
    bool InLibrary = llvm::any_of(B.Namespaces, [&](const std::string &NS) {
      for (size_t At = Error.find(NS + "::"); At != llvm::StringRef::npos;
           At = Error.find(NS + "::", At + 1))
        if (At == 0 || !clang::isAsciiIdentifierContinue(Error[At - 1]))
          return true;
      return false;
    });
    if (!Ambiguous || !InLibrary)
      continue;
    std::string Flags;
    for (const std::string &D : B.Defines)
      Flags += (Flags.empty() ? "-D" : " -D") + D;
    return fmt::format("pass the macros the {} library's extension builds "
                       "define for nvcc after --: {} (or -p with the compile "
                       "database of its build)",
                       B.Family, Flags);
  }
  // (CUDA 13's CCCL refusing C++14 is accommodated: accommodationFor.)
  return "make the CUDA source compile with Clang, or verify with a MUSA "
         "SDK's mcc";
}

class Verifier {
public:
  Verifier(MigrationResult &R, const std::map<std::string, std::string> &D,
           const VerifyOptions &O)
      : Result(R), Destinations(D), Options(O), Gaps(O.LibraryCounterparts),
        Embeds(portEmbeds(R)) {}

  VerifySummary run();

private:
  /// A file of Clang's virtual file system overlay (-ivfsoverlay) that
  /// stands the out-root where the in-root is, for the port's compiles:
  /// a header of the input tree reached by a path the flags do not move
  /// (`-I` above the in-root, `#include "common/common.h"`) is the port's,
  /// not the original. "" where the two roots nest, or on failure.
  std::string writeRootOverlay() const;
  struct Unit {
    std::string Real, Shown, Written;
    /// Flags after the unit's own on both sides of one side's compiles:
    /// the accommodations its CUDA original needs (Accommodation).
    std::vector<std::string> Extra;
  };
  /// A compile setting that the CUDA original of a unit needs with this
  /// compiler and toolkit, where nvcc or the toolkit the project was
  /// written for does without it; that side of the port is checked with
  /// the same setting, and the unit, where it builds, says so (MU4005).
  struct Accommodation {
    std::string Flag;
    FirstError Original; ///< the original's first error without it
  };
  struct Outcome {
    FirstError Error;
    std::string Side;
    /// Sides not checked because the CUDA original does not compile there
    /// with this compiler either, and its first error.
    std::vector<std::pair<std::string, FirstError>> Skipped;
    /// The host side's object, for the link step (model only), or "".
    std::string Object;
    /// Where the unit built only with template definitions checked where
    /// they are instantiated: the error Clang 19 found in a MUTLASS
    /// template that mcc's older Clang does not look at.
    FirstError Lenient;
    /// What the originals needed, on either side (each flag once).
    std::vector<Accommodation> Accommodated;
    /// Where the port failed in MUTLASS at a standard older than C++17,
    /// which MUTLASS needs: the flag that raises it (or "") and the port's
    /// first error with it (none: it builds).
    std::string Raised;
    FirstError AtRaised;
    /// The standard flag the port's sides were compiled with because
    /// musify raised the port's build scripts to it (MU3004), or "".
    std::string PortStandard;
  };
  bool loadModel();
  /// The torch_musa model's header table, where there is one.
  void loadTorchModel();
  std::string Overlay; // writeRootOverlay's, while the units compile
  /// Whether \p Include names a header of a file of the port.
  bool isPortHeader(llvm::StringRef Include) const;
  /// Whether \p Include is found in an -isystem directory of \p U's flags
  /// or in a library directory.
  bool inLibraryDir(const Unit &U, llvm::StringRef Include) const;
  /// Whether \p Include is a header of a library written for MUSA that is
  /// not part of its SDK (MUTLASS's mutlass/ and mute/): MUSA code, which
  /// the port stands on as it does on the SDK's headers.
  bool isMusaLibraryHeader(llvm::StringRef Include) const;
  /// Whether \p File, a header found under an include directory, is one of
  /// a MUSA library's (MUTLASS keeps mutlass/ and mute/ under include/ and
  /// its utilities under tools/util/include/).
  bool isMusaLibraryFile(llvm::StringRef File) const;
  /// The port's files \p Include names, included by \p Includer.
  std::vector<std::string> portFilesFor(const std::string &Includer,
                                        const std::string &Include) const;
  /// Calls \p Visit with each #include of the port's file \p Real and of
  /// the port's files it reaches, in the order a compiler meets them
  /// (stepping into a port header where it is included, each file once),
  /// and once more with "" after each file's includes.
  void
  walkIncludes(const std::string &Real, std::set<std::string> &Seen,
               llvm::function_ref<void(const FileResult &, const std::string &)>
                   Visit) const;
  /// The headers the CUDA original of a unit read, by path, where its
  /// baseline compiles said (none: not known).
  using ReadHeaders = std::optional<std::set<std::string>>;
  /// \p U's prelude (see its definition). An include the original's text
  /// has but whose header the original did not read (\p Read: it is in an
  /// inactive branch, `#ifdef TORCH_CUDA`) brings no library header in.
  std::string writePrelude(const Unit &U, const ReadHeaders &Read) const;
  /// What \p U's prelude needs, from the includes of the port's files it
  /// reaches: the model's headers (Needed), other headers in the order
  /// they are met (Others), the CUDA names the port declares itself, the
  /// names its macro bodies and conditional directives use, whether it
  /// includes a PyTorch header, and whether a CUDA header is left.
  struct PreludeParts {
    std::set<std::string> Needed, Declared, InBodies, InTests;
    std::vector<std::string> Others;
    /// The port's defines that come before its include of one of Others.
    std::map<std::string, std::vector<std::string>> DefinesBefore;
    bool Torch = false, LeftoverCudaHeader = false;
  };
  PreludeParts preludeParts(const Unit &U, const ReadHeaders &Read) const;
  /// The prelude's include of a model's names.h in \p Dir; where the port's
  /// own code declares names it poisons (\p Declared), names.h's text
  /// (\p Text, read once per run) instead, without those poisons.
  /// Names of \p Aliased, which the port writes in macro bodies, are
  /// defined to a name nothing declares instead of poisoned: a body is
  /// checked where the macro is used, as the SDK's compiler checks it.
  std::string namesOf(llvm::StringRef Dir, llvm::StringRef Text,
                      const std::set<std::string> &Declared,
                      const std::set<std::string> &Aliased) const;
  /// The compile of \p U's migrated text on \p Side; with \p Baseline, of
  /// its CUDA original against the CUDA headers.
  std::vector<std::string> command(const Unit &U, llvm::StringRef Side,
                                   bool Baseline, llvm::StringRef Prelude = "",
                                   llvm::StringRef Object = "") const;
  /// The compile of \p U's CUDA original on \p Side, writing the headers it
  /// reads into \p Read; its first error.
  FirstError compileOriginal(const Unit &U, llvm::StringRef Side,
                             ReadHeaders &Read) const;
  /// Every error (not only the first, and unquoted) of the compile of
  /// \p U on \p Side: of its original with \p Baseline, else of the port.
  std::vector<FirstError> everyError(const Unit &U, llvm::StringRef Side,
                                     bool Baseline,
                                     llvm::StringRef Prelude = "") const;
  /// The error of \p U's original on \p Side at the place of its port's
  /// error \p E, of its kind (quotable), or none: past the nvcc-isms
  /// musify fixed in the port, the original may fail where the port does. An
  /// error where musify fixed an nvcc-ism for another unit (a shared header) is
  /// the port's still.
  FirstError originalFailsThere(const Unit &U, llvm::StringRef Side,
                                const FirstError &E) const;
  /// compileOriginal, again with each accommodation its errors call for
  /// (added to \p U's Extra and to \p O) until it builds or none is left.
  FirstError compileOriginalAccommodated(Unit &U, llvm::StringRef Side,
                                         ReadHeaders &Read, Outcome &O) const;
  /// The flag that accommodates the original's error \p E on \p Side, or
  /// "": C++17 where CUDA 13's CCCL refuses the unit's older standard;
  /// template definitions checked where instantiated where every error is
  /// Clang 19's member lookup in a template definition, which nvcc does
  /// not do there. Where another error of the original rules that out,
  /// \p E becomes that error.
  std::string accommodationFor(const Unit &U, llvm::StringRef Side,
                               FirstError &E) const;
  /// After \p U's port failed in MUTLASS on \p Side (\p O's error), at a
  /// C++ standard older than 17: the same compile at C++17, recorded in
  /// \p O where it gets past that error.
  void compileAtCxx17(const Unit &U, llvm::StringRef Side,
                      llvm::StringRef Prelude, Outcome &O) const;
  /// The suggestion for a failure inside MUTLASS that C++17 gets past
  /// (\p O's Raised and AtRaised).
  std::string raiseStandard(const Outcome &O) const;
  /// The note that \p U built only with \p O's accommodations.
  void reportAccommodated(const Unit &U, const Outcome &O);
  /// The link step: links the host objects of the units that built against
  /// the model's libraries; an SDK function none defines is MU4003.
  void link(const std::vector<Unit> &Units, std::vector<Outcome> &Outcomes,
            VerifySummary &S);
  /// The flags of a compile against the model (or, with \p Baseline, of
  /// the original against the CUDA headers) that come before the unit's.
  std::vector<std::string> modelFlags(const Unit &U, FileLanguage Lang,
                                      llvm::StringRef Side, bool Baseline,
                                      llvm::StringRef Prelude) const;
  /// MU4003 for \p U, whose object needs \p Musa (CUDA's \p Symbol) that
  /// none of the model's \p Libraries defines.
  Diagnostic unlinked(const Unit &U, llvm::StringRef Musa,
                      llvm::StringRef Symbol,
                      const std::vector<std::string> &Libraries) const;
  Outcome compile(const Unit &U) const;
  /// Whether the original's first error \p Before is code nvcc accepts
  /// that musify fixed (MU2006 at that line): the port is checked then.
  bool fixedNvccIsm(const FirstError &Before) const;
  /// \p U's compile on \p Side once more, after a first error \p Strict
  /// inside MUTLASS (or, with \p AnyFile, anywhere: the original needed
  /// it too), with template definitions checked where they are
  /// instantiated, where every error is such a lookup; records in \p O
  /// what it finds.
  void compileLeniently(const Unit &U, llvm::StringRef Side,
                        llvm::StringRef Prelude, llvm::StringRef Object,
                        const FirstError &Strict, Outcome &O,
                        bool AnyFile = false) const;
  /// The port's compile of \p V on \p Side (with its original's
  /// accommodations), recorded in \p O.
  void checkPortSide(const Unit &V, llvm::StringRef Side,
                     llvm::StringRef Prelude, llvm::StringRef Object,
                     Outcome &O) const;
  /// The flag that raises \p U's standard on \p Side to the one musify
  /// raised the port's build scripts to, or "".
  std::string portStandard(const Unit &U, llvm::StringRef Side) const;
  /// Where \p V is checked at C++17 for its original only: the port at its
  /// own standard, where MUTLASS's headers fail then (recorded in \p O).
  void checkOwnStandard(const Unit &V, llvm::StringRef Side,
                        llvm::StringRef Prelude, Outcome &O) const;
  /// The note that \p U built only leniently (compileLeniently).
  void reportLenient(const Unit &U, const FirstError &Strict);
  /// The first error of \p Output as musify may quote it (FileKinds.h):
  /// an error inside a file that is neither source code nor the port's
  /// (a forced include of a token file) does not quote that file's text.
  FirstError quotableError(llvm::StringRef Output) const;
  /// \p E, its message as musify may quote it.
  FirstError quotable(FirstError E) const;
  std::string runCompiler(const std::vector<std::string> &Args) const;
  /// The unit's flags from its compile command (with -p), then those after
  /// `--`.
  std::vector<std::string> unitFlags(const Unit &U) const;
  /// Adds \p Flag (-DNAME=V, -UNAME) and, for a CUDA macro, its MUSA form.
  void addMacroFlag(std::vector<std::string> &Flags,
                    llvm::StringRef Flag) const;
  /// The port's file written at \p File as the user named it, or "".
  std::string portFileShown(const std::string &File) const;
  /// \p File as the user named it where it is the port's, else \p File.
  std::string shownPath(const std::string &File) const;
  /// Where \p E is in the migrated files, shown as the user named them.
  std::pair<std::string, unsigned> place(const Unit &U,
                                         const FirstError &E) const;
  std::string missingHeader(const FirstError &E) const;
  /// Why \p E, outside the port, was to be expected: its file, or one that
  /// includes it (a CUDA header's include), is a header the migration
  /// reported as the project's, with CUDA names, left unmigrated outside
  /// the output scope; else "".
  std::string notMigrated(const FirstError &E) const;
  /// Why a failure at \p Line of \p F was to be expected, or "".
  std::string explanation(const FileResult &F, unsigned Line) const;
  /// Where the name \p Message quotes first is one musify wrote at \p Line
  /// of \p F from name tables alone (MU1005, a note, which explains no
  /// failure by its place alone): what to say, else "".
  std::string unprovenName(const FileResult &F, unsigned Line,
                           llvm::StringRef Message) const;
  void report(const Unit &U, const Outcome &O, VerifySummary &S);
  /// The diagnostic of a failure \p E of \p U, placed where the port's
  /// file \p F (null where none) has it at \p Line.
  Diagnostic failureAt(const Unit &U, const FirstError &E, const FileResult *&F,
                       unsigned &Line) const;
  /// MU4002 for a header neither the model nor the include path has.
  void reportMissingHeader(Diagnostic D, llvm::StringRef Header,
                           VerifySummary &S);
  /// MU4001's message for \p U's failure \p O.
  std::string failureMessage(const Unit &U, const Outcome &O,
                             const FileResult *F, unsigned Line,
                             bool OutsidePort) const;
  /// A unit that does not build: MU4001 with why, counted explained,
  /// silent or on MUTLASS (or MU4002 where a header is missing).
  void reportFailure(const Unit &U, const Outcome &O, VerifySummary &S);
  /// The include directories of \p U's flags (-I, -isystem, ...).
  std::vector<std::string> includeDirs(const Unit &U) const;
  /// Where \p E, in the port's \p F at \p Line, is a name of CUTLASS's
  /// that MUTLASS lacks (LibraryGaps): why, else "".
  std::string libraryLacks(const Unit &U, const FileResult &F, unsigned Line,
                           const FirstError &E);

  MigrationResult &Result;
  const std::map<std::string, std::string> &Destinations;
  const VerifyOptions &Options;
  std::map<std::string, std::string> ModelHeaders; // MUSA -> CUDA
  std::vector<std::string> ModelDefines;           // model.json "defines"
  std::set<std::string> CudaHeaders;               // shadowed by the model
  std::map<std::string, std::string> TorchHeaders; // torch_musa -> PyTorch
  std::map<std::string, std::string> ShownByWritten;
  /// The models' names.h (namesOf, and the Poisoned names).
  std::string ModelNames, TorchNames;
  /// Every name the models poison, for telling the poisoned identifier an
  /// error's column shows from the macro it stands in (GET_PROC_V2(cuX)
  /// pastes cuX_v2).
  llvm::StringSet<> Poisoned;
  /// The headers the migration left outside the output scope, by real path
  /// (notMigrated), as it reported them.
  std::map<std::string, std::string> NotMigratedByReal;
  std::vector<Diagnostic> Earlier;
  /// The C++ standard musify raised the port's build scripts to (MU3004),
  /// as a year; 0 where it raised none.
  unsigned PortStandardYear = 0;
  LibraryGaps Gaps;
  /// Whether an input's parse met an #embed, or a file of the port has
  /// one (portEmbeds): then no compiler error is quoted.
  bool Embeds;
};

/// Adds the names \p NamesText's `#pragma GCC poison` lines poison.
void addPoisoned(llvm::StringRef NamesText, llvm::StringSet<> &Poisoned) {
  for (llvm::StringRef Rest = NamesText; !Rest.empty();) {
    auto [Line, Next] = Rest.split('\n');
    Rest = Next;
    if (!Line.consume_front("#pragma GCC poison "))
      continue;
    llvm::SmallVector<llvm::StringRef, 16> Names;
    Line.split(Names, ' ', -1, /*KeepEmpty=*/false);
    for (llvm::StringRef Name : Names)
      Poisoned.insert(Name);
  }
}

/// The text of \p Dir's names.h, or "" where it cannot be read.
std::string readNames(llvm::StringRef Dir) {
  llvm::SmallString<256> Names(Dir);
  llvm::sys::path::append(Names, "names.h");
  auto Buffer = llvm::MemoryBuffer::getFile(Names);
  return Buffer ? (*Buffer)->getBuffer().str() : "";
}

bool Verifier::loadModel() {
  llvm::SmallString<256> Json(Options.ModelDir);
  llvm::sys::path::append(Json, "model.json");
  auto Buffer = llvm::MemoryBuffer::getFile(Json, /*IsText=*/true);
  if (!Buffer)
    return false;
  auto J = nlohmann::json::parse((*Buffer)->getBuffer().str(), nullptr,
                                 /*allow_exceptions=*/false);
  if (J.is_discarded() || !J.contains("headers") || !J["headers"].is_object())
    return false;
  for (const auto &[Musa, Cuda] : J["headers"].items())
    if (Cuda.is_string()) {
      ModelHeaders[Musa] = Cuda.get<std::string>();
      CudaHeaders.insert(Cuda.get<std::string>());
    }
  if (J.contains("defines") && J["defines"].is_array())
    for (const auto &Macro : J["defines"])
      if (Macro.is_string())
        ModelDefines.push_back(Macro.get<std::string>());
  return true;
}

void Verifier::loadTorchModel() {
  if (Options.TorchModelDir.empty())
    return;
  llvm::SmallString<256> Json(Options.TorchModelDir);
  llvm::sys::path::append(Json, "model.json");
  auto Buffer = llvm::MemoryBuffer::getFile(Json, /*IsText=*/true);
  if (!Buffer)
    return;
  auto J = nlohmann::json::parse((*Buffer)->getBuffer().str(), nullptr,
                                 /*allow_exceptions=*/false);
  if (J.is_discarded() || !J.contains("headers") || !J["headers"].is_object())
    return;
  for (const auto &[Musa, Torch] : J["headers"].items())
    if (Torch.is_string())
      TorchHeaders[Musa] = Torch.get<std::string>();
}

bool Verifier::isPortHeader(llvm::StringRef Include) const {
  while (Include.consume_front("./") || Include.consume_front("../"))
    ;
  for (const auto &[Real, F] : Result.Files)
    if (llvm::StringRef(Real).ends_with("/" + Include.str()))
      return true;
  return false;
}

bool Verifier::isMusaLibraryHeader(llvm::StringRef Include) const {
  return llvm::any_of(Options.LibraryCounterparts, [&](const auto &P) {
    return Include.starts_with(P.second);
  });
}

bool Verifier::isMusaLibraryFile(llvm::StringRef File) const {
  return llvm::any_of(Options.LibraryCounterparts, [&](const auto &P) {
    return File.contains("/include/" + P.second);
  });
}

bool Verifier::inLibraryDir(const Unit &U, llvm::StringRef Include) const {
  std::vector<std::string> Dirs = Options.LibraryDirs;
  // CUDA's library headers MUSA keeps (thrust/, cub/, mma.h).
  for (const char *Sub : {"include/cccl", "include"}) {
    llvm::SmallString<256> P(Options.CudaPath);
    llvm::sys::path::append(P, Sub);
    Dirs.push_back(std::string(P));
  }
  // A library's directory: -isystem; for a MUSA library's header, any
  // include directory (MUTLASS is given with -I as CUTLASS is).
  bool Musa = isMusaLibraryHeader(Include);
  for (const std::string &F : unitFlags(U)) {
    llvm::StringRef Flag(F);
    if (Flag.consume_front("-isystem") ||
        (Musa && (Flag.consume_front("-I") || Flag.consume_front("-iquote") ||
                  Flag.consume_front("-idirafter"))))
      Dirs.push_back(Flag.str());
  }
  for (const std::string &Dir : Dirs) {
    llvm::SmallString<256> P(Dir);
    llvm::sys::path::append(P, Include);
    if (llvm::sys::fs::is_regular_file(P))
      return true;
  }
  return false;
}

/// Whether \p Include is a header of PyTorch or torch_musa.
bool isTorchHeader(llvm::StringRef Include) {
  for (llvm::StringRef Tree : {"torch/", "ATen/", "c10/", "THC/", "caffe2/",
                               "pybind11/", "torch_musa/"})
    if (Include.starts_with(Tree))
      return true;
  return Include == "Python.h";
}

std::vector<std::string>
Verifier::portFilesFor(const std::string &Includer,
                       const std::string &Include) const {
  // "../extensions.h" is found beside its includer first.
  llvm::SmallString<256> Beside(llvm::sys::path::parent_path(Includer));
  llvm::sys::path::append(Beside, Include);
  llvm::sys::path::remove_dots(Beside, /*remove_dot_dot=*/true);
  if (Result.Files.count(std::string(Beside)))
    return {std::string(Beside)};
  std::vector<std::string> Out;
  for (const auto &[Other, F] : Result.Files)
    if (llvm::StringRef(Other).ends_with("/" + Include))
      Out.push_back(Other);
  return Out;
}

void Verifier::walkIncludes(
    const std::string &Real, std::set<std::string> &Seen,
    llvm::function_ref<void(const FileResult &, const std::string &)> Visit)
    const {
  auto It = Result.Files.find(Real);
  if (It == Result.Files.end() || !Seen.insert(Real).second)
    return;
  for (const std::string &I : includesOf(It->second.Migrated)) {
    Visit(It->second, I);
    for (const std::string &Port : portFilesFor(Real, I))
      walkIncludes(Port, Seen, Visit);
  }
  // A file that includes nothing still declares names.
  Visit(It->second, "");
}

/// Whether the original's text of \p F includes \p Include while the
/// original, compiled, read no header of that name (\p Read).
bool unreadByOriginal(
    const FileResult &F, const std::string &Include,
    const std::optional<std::set<std::string>> &Read,
    std::map<const FileResult *, std::set<std::string>> &OriginalIncludes) {
  if (!Read)
    return false;
  auto [It, New] = OriginalIncludes.try_emplace(&F);
  if (New)
    for (std::string &I : includesOf(F.Original))
      It->second.insert(std::move(I));
  if (!It->second.count(Include))
    return false; // the port's own include (one the migration added)
  std::string Tail = "/" + Include;
  return llvm::none_of(*Read, [&](const std::string &Path) {
    return llvm::StringRef(Path).ends_with(Tail);
  });
}

Verifier::PreludeParts Verifier::preludeParts(const Unit &U,
                                              const ReadHeaders &Read) const {
  PreludeParts P;
  std::map<const FileResult *, std::set<std::string>> OriginalIncludes;
  // In the order the unit includes them, as a compiler reads them: a
  // library whose headers are not each self-contained (MUTLASS 0.1.1's
  // reference GEMM needs matrix_shape.h read first) builds only so.
  std::set<std::string> InOthers;
  // \p Written is how \p F includes it (a torch_musa header for PyTorch's
  // \p H).
  auto AddOther = [&](const FileResult &F, const std::string &Written,
                      const std::string &H) {
    if (InOthers.insert(H).second) {
      P.Others.push_back(H);
      P.DefinesBefore[H] = definesBefore(F.Migrated, Written);
    }
  };
  std::set<std::string> Seen;
  walkIncludes(U.Real, Seen, [&](const FileResult &F, const std::string &I) {
    P.Declared.insert(F.DeclaredCudaNames.begin(), F.DeclaredCudaNames.end());
    if (I.empty()) { // once per file, after its includes
      macroWords(F.Migrated, P.InBodies, P.InTests);
      return;
    }
    P.Torch = P.Torch || isTorchHeader(I);
    if (auto It = ModelHeaders.find(I); It != ModelHeaders.end()) {
      P.Needed.insert(It->second);
      return;
    }
    if (auto It = TorchHeaders.find(I); It != TorchHeaders.end()) {
      if (!unreadByOriginal(F, It->second, Read, OriginalIncludes))
        AddOther(F, I, It->second);
      return;
    }
    // A CUDA header left in migrated code: let it fail. One the original
    // did not read (`#ifdef WITH_CUDNN`) is in a branch the unit skips.
    if (CudaHeaders.count(I)) {
      if (!unreadByOriginal(F, I, Read, OriginalIncludes))
        P.LeftoverCudaHeader = true;
      return;
    }
    // PyTorch's, and a library's under -isystem; not the compiler's own
    // (<arm_neon.h>, <intrin.h> in inactive branches would fail there).
    if (!isPortHeader(I) && (isTorchHeader(I) || inLibraryDir(U, I)) &&
        !unreadByOriginal(F, I, Read, OriginalIncludes))
      AddOther(F, I, I);
  });
  return P;
}

/// Includes, before the model's names and poisons, every CUDA header the
/// port stands on (the counterpart of each MUSA header, and the CUDA library
/// headers MUSA keeps, such as thrust/ and cub/), the PyTorch counterpart of
/// each torch_musa header, and every other header the port includes that is
/// not a file of the port (PyTorch's, the C++ library's), where it exists: a
/// header read after the poisons would trip over its own CUDA names, while a
/// CUDA name in the port's own files still fails. Only what the unit
/// reaches: Thrust's host code, for one, does not compile on the device side
/// here.
std::string Verifier::writePrelude(const Unit &U,
                                   const ReadHeaders &Read) const {
  auto [Needed, Declared, InBodies, InTests, Others, DefinesBefore, Torch,
        LeftoverCudaHeader] = preludeParts(U, Read);
  std::string Text = "// musify --verify prelude: the headers the port stands "
                     "on, then the models' names.\n";
  // mcc's predefined macros come before any header, as they do with mcc:
  // MUTLASS's headers, read before the names, test __MUSACC__.
  llvm::SmallString<256> Predefined(Options.ModelDir);
  llvm::sys::path::append(Predefined, "predefined.h");
  if (llvm::sys::fs::exists(Predefined))
    Text += "#include \"" + std::string(Predefined) + "\"\n";
  for (const std::string &H : Needed)
    Text += "#include <" + H + ">\n";
  // One in an inactive branch (<hip/...>) may not exist: left out. What
  // the port defines before it includes one is defined first, as the
  // header reads it there.
  for (const std::string &H : Others) {
    for (const std::string &Define : DefinesBefore[H])
      Text += Define + "\n";
    Text += "#if __has_include(<" + H + ">)\n#include <" + H + ">\n#endif\n";
  }
  // A CUDA header the port still includes is read after the names: a
  // name defined away would hide what it declares, so all stay poisoned.
  if (LeftoverCudaHeader)
    InBodies.clear();
  for (const std::string &W : InTests)
    InBodies.erase(W); // `#ifdef NAME` must stay false
  Text += namesOf(Options.ModelDir, ModelNames, Declared, InBodies);
  if (Torch && !TorchHeaders.empty())
    Text += namesOf(Options.TorchModelDir, TorchNames, Declared, InBodies);
  Text += "#define MUSIFY_MODEL_PRELUDE_DONE 1\n";
  llvm::SmallString<256> Path;
  if (llvm::sys::fs::createTemporaryFile("musify-prelude", "h", Path))
    return "";
  if (llvm::Error E = writeFileAtomically(Path, Text)) {
    llvm::consumeError(std::move(E));
    return "";
  }
  return std::string(Path);
}

/// A poison (`#pragma GCC poison A B`) cannot tell a CUDA name left in the
/// port from a declaration of the port's own named like CUDA's (a copy of a
/// CUDA header, `mylib::cudaMalloc`), which MUSA's SDK, not declaring it,
/// compiles: the names the migration saw the port's code declare are not
/// poisoned for the units that reach those declarations, nor defined as
/// another name (a model's `#define MUSA_NUM_THREADS CUDA_NUM_THREADS`).
std::string Verifier::namesOf(llvm::StringRef Dir, llvm::StringRef NamesText,
                              const std::set<std::string> &Declared,
                              const std::set<std::string> &Aliased) const {
  llvm::SmallString<256> Names(Dir);
  llvm::sys::path::append(Names, "names.h");
  std::string Include = "#include \"" + std::string(Names) + "\"\n";
  if ((Declared.empty() && Aliased.empty()) || NamesText.empty())
    return Include;
  std::string Text;
  bool Removed = false;
  for (llvm::StringRef Rest = NamesText; !Rest.empty();) {
    auto [Line, Next] = Rest.split('\n');
    Rest = Next;
    llvm::StringRef Pragma = Line;
    if (Line == "#pragma once")
      continue;
    if (Line.starts_with("#include \"") && Line.ends_with("\"")) {
      llvm::SmallString<256> Path(Dir);
      llvm::sys::path::append(Path, Line.drop_front(10).drop_back());
      Text += "#include \"" + std::string(Path) + "\"\n";
      continue;
    }
    if (!Pragma.consume_front("#pragma GCC poison ")) {
      // `#define MUSA_NUM_THREADS CUDA_NUM_THREADS` would rename the
      // port's own MUSA_NUM_THREADS.
      std::optional<DefineLine> Define = parseDefineLine(Line);
      if (Define && Declared.count(Define->Name.str())) {
        Removed = true;
        continue;
      }
      Text += Line.str() + "\n";
      continue;
    }
    llvm::SmallVector<llvm::StringRef, 16> Poisoned;
    Pragma.split(Poisoned, ' ', -1, /*KeepEmpty=*/false);
    std::string Kept;
    for (llvm::StringRef Name : Poisoned) {
      if (Declared.count(Name.str())) {
        Removed = true;
        continue;
      }
      if (Aliased.count(Name.str())) {
        Removed = true;
        Text +=
            fmt::format("#define {0} {0}_is_not_in_the_MUSA_SDK\n", Name.str());
        continue;
      }
      Kept += " " + Name.str();
    }
    if (!Kept.empty())
      Text += "#pragma GCC poison" + Kept + "\n";
  }
  return Removed ? Text : Include;
}

std::vector<std::string> Verifier::modelFlags(const Unit &U, FileLanguage Lang,
                                              llvm::StringRef Side,
                                              bool Baseline,
                                              llvm::StringRef Prelude) const {
  bool Cuda = Lang == FileLanguage::Cuda;
  llvm::SmallString<256> Include(Options.ModelDir);
  llvm::sys::path::append(Include, "include");
  std::vector<std::string> Args = {"-x", languageName(Lang).str(),
                                   "-fno-caret-diagnostics",
                                   "-fno-color-diagnostics"};
  if (!Baseline)
    Args.insert(Args.end(), {"-I", std::string(Include)});
  if (!Baseline && !TorchHeaders.empty()) {
    llvm::SmallString<256> Torch(Options.TorchModelDir);
    llvm::sys::path::append(Torch, "include");
    Args.insert(Args.end(), {"-I", std::string(Torch)});
  }
  // What the model's compiles define (model.json: no cluster groups).
  if (!Baseline && Cuda)
    for (const std::string &Macro : ModelDefines)
      Args.push_back("-D" + Macro);
  std::vector<std::string> Headers =
      cudaHeaderFlags(Lang, Side == "host" ? CudaSide::Host : CudaSide::Device,
                      Options.CudaPath, Options.ShimDir);
  Args.insert(Args.end(), Headers.begin(), Headers.end());
  for (const std::string &Dir : Options.LibraryDirs)
    Args.insert(Args.end(), {"-idirafter", Dir});
  if (!choosesStandard(unitFlags(U)) && Lang != FileLanguage::C)
    Args.push_back(Options.StandardFlag.empty() ? DefaultStandardFlag.str()
                                                : Options.StandardFlag);
  if (!Baseline)
    Args.insert(Args.end(), {"-include", Prelude.str()});
  return Args;
}

std::vector<std::string> Verifier::command(const Unit &U, llvm::StringRef Side,
                                           bool Baseline,
                                           llvm::StringRef Prelude,
                                           llvm::StringRef Object) const {
  std::vector<std::string> Args = {Options.Compiler};
  if (Object.empty())
    Args.push_back("-fsyntax-only");
  else
    Args.insert(Args.end(), {"-c", "-fPIC", "-o", Object.str()});
  // A C file is C on both sides, as its build compiles it: read as C++, a
  // `malloc` assigned to a `char *` fails the original.
  FileLanguage Lang = isCudaSource(U.Written) ? FileLanguage::Cuda
                      : fileLanguage(U.Written) == FileLanguage::C
                          ? FileLanguage::C
                          : FileLanguage::Cxx;
  // No excerpt of any file (a forced include's text) in what is reported.
  if (Options.RealSdk)
    Args.push_back("-fno-caret-diagnostics");
  else
    for (std::string &Flag : modelFlags(U, Lang, Side, Baseline, Prelude))
      Args.push_back(std::move(Flag));
  if (!Baseline && !Overlay.empty())
    Args.insert(Args.end(), {"-ivfsoverlay", Overlay});
  // An include directory of the input tree is the out-root's now.
  std::vector<std::string> Flags = unitFlags(U);
  if (!Baseline)
    Flags = moveIntoOutRoot(Flags, Options.InRoot, Options.OutRoot);
  Args.insert(Args.end(), Flags.begin(), Flags.end());
  Args.insert(Args.end(), U.Extra.begin(), U.Extra.end());
  // Warnings are off (the model redefines and poisons CUDA's macros), also
  // where the unit's own flags turn them on (-Wpedantic -Werror), but not
  // Clang's errors by default, which `-w` would hide too: mcc reports a
  // `[[fallthrough]];` that precedes no label.
  if (!Options.RealSdk)
    Args.push_back("-Wno-everything");
  // The port stands where the input tree stood: an include that leaves
  // the tree (`"../macros.h"` in the in-root's top directory, or in a
  // header there) finds what it found there. The unit's directory in the
  // in-root and those above it, up to the in-root, are searched last
  // (-idirafter), after every directory of the port, so that no original
  // header is found where the port has its own.
  std::string InRoot = absolutePath(Options.InRoot);
  if (!Baseline && isWithin(U.Real, InRoot))
    for (llvm::StringRef Dir = llvm::sys::path::parent_path(U.Real);
         isWithin(Dir, InRoot); Dir = llvm::sys::path::parent_path(Dir))
      Args.insert(Args.end(), {"-idirafter", Dir.str()});
  Args.push_back(Baseline ? U.Real : U.Written);
  return Args;
}

void Verifier::addMacroFlag(std::vector<std::string> &Flags,
                            llvm::StringRef Flag) const {
  Flags.push_back(Flag.str());
  llvm::StringRef Kind = Flag.take_front(2), Rest = Flag.drop_front(2);
  auto [Name, Value] = Rest.split('=');
  if (!Options.MusaMacro)
    return;
  std::string Musa = Options.MusaMacro(Name);
  if (!Musa.empty())
    Flags.push_back(Kind.str() + Musa +
                    (Rest.contains('=') ? "=" + Value.str() : ""));
}

std::vector<std::string> Verifier::unitFlags(const Unit &U) const {
  std::vector<std::string> Flags;
  if (Options.CompileDb) {
    std::vector<clang::tooling::CompileCommand> Commands =
        Options.CompileDb->getCompileCommands(U.Real);
    if (!Commands.empty()) {
      // Paths in a command are relative to its directory; its first
      // argument is the compiler.
      const clang::tooling::CompileCommand &C = Commands.front();
      llvm::ArrayRef<std::string> Args = C.CommandLine;
      for (const std::string &A :
           canonicalFlags(Args.drop_front(), C.Directory, false)) {
        if (llvm::StringRef(A).starts_with("-D") ||
            llvm::StringRef(A).starts_with("-U"))
          addMacroFlag(Flags, A);
        else
          Flags.push_back(A);
      }
    }
  }
  llvm::SmallString<256> Cwd;
  if (llvm::sys::fs::current_path(Cwd))
    Cwd = ".";
  std::vector<std::string> Extra =
      canonicalFlags(Options.ExtraArgs, Cwd, /*KeepOthers=*/true);
  Flags.insert(Flags.end(), Extra.begin(), Extra.end());
  return Flags;
}

std::string Verifier::runCompiler(const std::vector<std::string> &Args) const {
  llvm::SmallString<128> Errors;
  if (llvm::sys::fs::createTemporaryFile("musify-verify", "txt", Errors))
    return "";
  std::vector<llvm::StringRef> Refs(Args.begin(), Args.end());
  std::optional<llvm::StringRef> Redirects[] = {
      llvm::StringRef(""), llvm::StringRef(""), llvm::StringRef(Errors)};
  std::string Message;
  int Code = llvm::sys::ExecuteAndWait(Args.front(), Refs, std::nullopt,
                                       Redirects, 300, 0, &Message);
  auto Text = llvm::MemoryBuffer::getFile(Errors, /*IsText=*/true);
  llvm::sys::fs::remove(Errors);
  std::string Out = Text ? (*Text)->getBuffer().str() : "";
  if (Code != 0 && firstError(Out).Message.empty())
    Out +=
        fmt::format("{}:1:1: error: the compiler failed ({})\n", Args.back(),
                    Message.empty() ? "exit " + std::to_string(Code) : Message);
  return Out;
}

FirstError Verifier::quotable(FirstError E) const {
  if (E.found() && Embeds)
    E.Message = EmbedHiddenMessage.str();
  else if (E.found())
    E.Message = quotableMessage(E.File, E.Message,
                                ShownByWritten.count(absolutePath(E.File)));
  return E;
}

FirstError Verifier::quotableError(llvm::StringRef Output) const {
  return quotable(firstError(Output));
}

/// Each side is checked only where the CUDA original compiles with the
/// same compiler: Clang 19 rejects some of CUDA 13 on the device side (a
/// kernel launch needs cudaConfigureCall there), and a port is not to be
/// blamed for what failed before it.
FirstError Verifier::compileOriginal(const Unit &U, llvm::StringRef Side,
                                     ReadHeaders &Read) const {
  std::vector<std::string> Args = command(U, Side, true);
  llvm::SmallString<128> Deps;
  if (llvm::sys::fs::createTemporaryFile("musify-verify", "d", Deps)) {
    Read.reset();
    return quotableError(runCompiler(Args));
  }
  Args.insert(Args.end() - 1, {"-MD", "-MF", std::string(Deps)});
  FirstError Before = quotableError(runCompiler(Args));
  std::set<std::string> Files = dependenciesIn(Deps);
  llvm::sys::fs::remove(Deps);
  if (Files.empty())
    Read.reset(); // no dependency file: nothing is known
  else if (Read)
    Read->insert(Files.begin(), Files.end());
  return Before;
}

std::vector<FirstError> Verifier::everyError(const Unit &U,
                                             llvm::StringRef Side,
                                             bool Baseline,
                                             llvm::StringRef Prelude) const {
  std::vector<std::string> All = command(U, Side, Baseline, Prelude);
  All.insert(All.end() - 1, "-ferror-limit=0");
  return errorsOf(runCompiler(All), /*FirstOnly=*/false);
}

/// \p Message with each quoted name left out: an error of the port and
/// one of the original are the same kind where these agree, whatever the
/// renames made of the names ('cudaStream_t' and 'musaStream_t').
static std::string errorKind(llvm::StringRef Message) {
  // A quote opens after a blank or a bracket, so that the apostrophe of
  // "function's" or "isn't" is the message's own.
  std::string Kind;
  bool Quoted = false;
  for (size_t I = 0; I < Message.size(); ++I) {
    char C = Message[I];
    bool Opens = !Quoted && C == '\'' &&
                 (I == 0 || llvm::StringRef(" ([{,:").contains(Message[I - 1]));
    if (Opens || (Quoted && C == '\''))
      Quoted = !Quoted;
    else if (!Quoted)
      Kind += C;
  }
  return Kind;
}

FirstError Verifier::originalFailsThere(const Unit &U, llvm::StringRef Side,
                                        const FirstError &E) const {
  std::string Where = absolutePath(shownPath(E.File));
  std::string Kind = errorKind(E.Message);
  // The same line and the same kind of error: another error of the
  // original there (one that follows from an error before it) does not
  // hide the port's.
  // (Both as the report may quote them: \p E is.)
  for (const FirstError &Each : everyError(U, Side, /*Baseline=*/true))
    if (Each.Line == E.Line && absolutePath(shownPath(Each.File)) == Where &&
        !fixedNvccIsm(Each))
      if (FirstError Shown = quotable(Each); errorKind(Shown.Message) == Kind)
        return Shown;
  return FirstError();
}

FirstError Verifier::compileOriginalAccommodated(Unit &U, llvm::StringRef Side,
                                                 ReadHeaders &Read,
                                                 Outcome &O) const {
  FirstError Before = compileOriginal(U, Side, Read);
  std::vector<Accommodation> Needed;
  // An error musify fixed in the port (MU2006) does not stop the port's
  // check, nor an accommodation.
  auto Stops = [&](const FirstError &E) {
    return E.found() && !fixedNvccIsm(E);
  };
  while (Stops(Before)) {
    std::string Flag = accommodationFor(U, Side, Before);
    if (Flag.empty() || llvm::is_contained(U.Extra, Flag))
      break;
    U.Extra.push_back(Flag);
    Needed.push_back({Flag, Before});
    Before = compileOriginal(U, Side, Read);
  }
  if (Stops(Before))
    return Before; // only what lets a side be checked is reported
  for (Accommodation &A : Needed)
    if (llvm::none_of(O.Accommodated,
                      [&](const Accommodation &B) { return A.Flag == B.Flag; }))
      O.Accommodated.push_back(std::move(A));
  return Before;
}

/// CUDA 13's CCCL headers (CUB, libcu++, Thrust) stop a compile below
/// C++17; code written for CUDA 11 and 12 at C++14 builds with those
/// toolkits, and is checked at C++17 here as musify's parse reads it. Clang
/// 19 looks up the members of a class template's own type in a template
/// definition; nvcc and Clang 14 look them up where the template is
/// instantiated, so code that calls a misspelt member in functions nothing
/// instantiates (CUTLASS 2's `Matrix::set_slice3x3`) builds with nvcc.
std::string Verifier::accommodationFor(const Unit &U, llvm::StringRef Side,
                                       FirstError &E) const {
  if (E.Message.find("CCCL_IGNORE_DEPRECATED_CPP_DIALECT") != std::string::npos)
    return cxx17Over(command(U, Side, true));
  if (!isMemberLookupInDefinition(E.Message))
    return "";
  for (const FirstError &Each : everyError(U, Side, /*Baseline=*/true))
    if (!isMemberLookupInDefinition(Each.Message) && !fixedNvccIsm(Each)) {
      E = quotable(Each); // what stops the original then
      return "";
    }
  return DelayedTemplates.str();
}

/// Whether \p Flag chooses the language standard (`-std=c++17`).
static bool isStandardFlag(const std::string &Flag) {
  return llvm::StringRef(Flag).starts_with("-std=");
}

void Verifier::checkPortSide(const Unit &V, llvm::StringRef Side,
                             llvm::StringRef Prelude, llvm::StringRef Object,
                             Outcome &O) const {
  // Template definitions checked where instantiated are the original's
  // accommodation: the port is compiled strictly first, and leniently only
  // past errors of that kind.
  Unit Strict = V;
  bool Delayed = llvm::is_contained(V.Extra, DelayedTemplates);
  llvm::erase(Strict.Extra, DelayedTemplates);
  if (std::string Raised = portStandard(Strict, Side); !Raised.empty()) {
    llvm::erase_if(Strict.Extra, isStandardFlag);
    Strict.Extra.push_back(Raised);
    O.PortStandard = Raised;
  }
  FirstError E =
      quotableError(runCompiler(command(Strict, Side, false, Prelude, Object)));
  if (E.found() && !Options.RealSdk && isMemberLookupInDefinition(E.Message) &&
      (Delayed || isMusaLibraryFile(E.File)))
    compileLeniently(Strict, Side, Prelude, Object, E, O, Delayed);
  else if (E.found())
    O.Error = E;
  if (Options.RealSdk)
    return;
  if (!O.Error.found() && O.PortStandard.empty())
    checkOwnStandard(Strict, Side, Prelude, O);
  else if (isMusaLibraryFile(O.Error.File))
    compileAtCxx17(Strict, Side, Prelude, O);
}

/// musify raised the standard of the port's build scripts (MU3004) to what
/// the MUSA libraries it includes need: the port's units, whose commands
/// are the CUDA build's, are compiled at the raised standard where theirs
/// is older, as the port's build compiles them.
std::string Verifier::portStandard(const Unit &U, llvm::StringRef Side) const {
  if (!PortStandardYear)
    return "";
  // The unit's own standard, not one its original needed (CCCL's C++17).
  Unit Own = U;
  llvm::erase_if(Own.Extra, isStandardFlag);
  return standardFlagOver(command(Own, Side, false), PortStandardYear);
}

/// A port checked at C++17 because CUDA 13's CCCL refuses the original's
/// older standard is built at that older standard by the project: where it
/// includes MUTLASS, which is C++17 code, that fails whatever the toolkit.
void Verifier::checkOwnStandard(const Unit &V, llvm::StringRef Side,
                                llvm::StringRef Prelude, Outcome &O) const {
  auto Raised = llvm::find_if(V.Extra, isStandardFlag);
  if (Raised == V.Extra.end())
    return;
  Unit Own = V;
  llvm::erase(Own.Extra, *Raised);
  for (const FirstError &E : everyError(Own, Side, false, Prelude))
    if (isMusaLibraryFile(E.File) && !isMemberLookupInDefinition(E.Message)) {
      O.Error = quotable(E);
      O.Raised = *Raised;
      O.AtRaised = FirstError(); // it builds at C++17
      return;
    }
}

Verifier::Outcome Verifier::compile(const Unit &U) const {
  Outcome O;
  std::vector<std::string> Sides = {"host"};
  if (isCudaSource(U.Written) && !Options.RealSdk)
    Sides.push_back("device");
  // The originals first: what they read decides the prelude. Each side
  // keeps the accommodations its original needed.
  std::map<std::string, FirstError> Before;
  std::map<std::string, Unit> Sided;
  ReadHeaders Read;
  for (const std::string &Side : Sides)
    Sided[Side] = U;
  if (!Options.RealSdk) {
    Read.emplace();
    for (const std::string &Side : Sides)
      Before[Side] = compileOriginalAccommodated(Sided[Side], Side, Read, O);
  }
  std::string Prelude = Options.RealSdk ? "" : writePrelude(U, Read);
  for (const std::string &Side : Sides) {
    if (!Options.RealSdk) {
      const FirstError &Failed = Before[Side];
      if (Failed.found() && !fixedNvccIsm(Failed)) {
        O.Skipped.push_back({Side, Failed});
        continue;
      }
    }
    // The host side is compiled to an object, for the link step.
    llvm::SmallString<128> Object;
    if (Side == "host" && !Options.RealSdk &&
        !llvm::sys::fs::createTemporaryFile("musify-verify", "o", Object))
      O.Object = std::string(Object);
    checkPortSide(Sided[Side], Side, Prelude, Object, O);
    // The original compiled past a fixed nvcc-ism: where it fails as the
    // port does (gsplat's std::array::at in device code, after its
    // constexpr read through a reference), the side is not the port's to
    // answer for.
    if (O.Error.found() && !Options.RealSdk && Before[Side].found())
      if (FirstError There = originalFailsThere(Sided[Side], Side, O.Error);
          There.found()) {
        O.Skipped.push_back({Side, There});
        O.Error = FirstError();
        continue;
      }
    if (O.Error.found()) {
      O.Side = Side;
      break;
    }
  }
  if (!Prelude.empty())
    llvm::sys::fs::remove(Prelude);
  return O;
}

std::string Verifier::writeRootOverlay() const {
  if (Options.InRoot.empty() || Options.OutRoot.empty())
    return "";
  std::string In = absolutePath(Options.InRoot);
  std::string Out = absolutePath(Options.OutRoot);
  if (isWithin(In, Out) || isWithin(Out, In))
    return "";
  // A file the port lacks is still found where it is (fallthrough).
  llvm::json::Object Root{
      {"name", In}, {"type", "directory-remap"}, {"external-contents", Out}};
  llvm::json::Object Overlay{{"version", 0},
                             {"roots", llvm::json::Array{std::move(Root)}}};
  llvm::SmallString<128> Path;
  int FD;
  if (llvm::sys::fs::createTemporaryFile("musify-verify-overlay", "yaml", FD,
                                         Path))
    return "";
  llvm::raw_fd_ostream OS(FD, /*shouldClose=*/true);
  OS << llvm::json::Value(std::move(Overlay));
  return std::string(Path);
}

bool Verifier::fixedNvccIsm(const FirstError &Before) const {
  std::string File = absolutePath(Before.File);
  return llvm::any_of(Earlier, [&](const Diagnostic &D) {
    return D.ID == DiagID::NvccIsm && D.Begin.Line == Before.Line &&
           absolutePath(D.File) == File;
  });
}

/// mcc is based on Clang 14, which does not look up the members of a class
/// template's own type in a template definition; Clang 19 does, and rejects
/// MUTLASS templates that mcc compiles (0.1.1's matrix.h calls a misspelt
/// member in functions nothing instantiates). Where the first error lies
/// in MUTLASS, the side is compiled again showing every error: if each is
/// such a lookup in MUTLASS, the side is compiled once more with template
/// definitions parsed where they are instantiated, and if that builds, the
/// unit counts as building, with a note. Otherwise the first error of
/// another kind (in the port, or in MUTLASS) is the one reported.
void Verifier::compileLeniently(const Unit &U, llvm::StringRef Side,
                                llvm::StringRef Prelude, llvm::StringRef Object,
                                const FirstError &Strict, Outcome &O,
                                bool AnyFile) const {
  for (const FirstError &E : everyError(U, Side, false, Prelude))
    if ((!AnyFile && !isMusaLibraryFile(E.File)) ||
        !isMemberLookupInDefinition(E.Message)) {
      O.Error = quotable(E);
      return;
    }
  std::vector<std::string> Delayed = command(U, Side, false, Prelude, Object);
  Delayed.insert(Delayed.end() - 1, DelayedTemplates.str());
  if (FirstError E = quotableError(runCompiler(Delayed)); E.found())
    O.Error = E;
  else if (!O.Lenient.found() && isMusaLibraryFile(Strict.File))
    O.Lenient = Strict; // the original's accommodation says the rest
}

/// MUTLASS, like CUTLASS 3, is C++17 code; a port of a CUTLASS 2 project
/// built at C++14 gets it in place of CUTLASS and fails inside it. Whether
/// the standard is what stops the unit is measured, not assumed.
void Verifier::compileAtCxx17(const Unit &U, llvm::StringRef Side,
                              llvm::StringRef Prelude, Outcome &O) const {
  std::string Raised = cxx17Over(command(U, Side, false, Prelude));
  if (Raised.empty())
    return;
  Unit At17 = U;
  At17.Extra.push_back(Raised);
  FirstError E =
      quotableError(runCompiler(command(At17, Side, false, Prelude)));
  if (E.File == O.Error.File && E.Line == O.Error.Line)
    return; // the same place: not the standard
  O.Raised = Raised;
  O.AtRaised = E;
}

void Verifier::reportAccommodated(const Unit &U, const Outcome &O) {
  std::string Parts;
  for (const Accommodation &A : O.Accommodated) {
    bool Standard = llvm::StringRef(A.Flag).starts_with("-std=");
    Parts += fmt::format(
        "{}{} ({}; the original fails without it at {}:{}: {})",
        Parts.empty() ? "" : ", and ", A.Flag,
        Standard ? "on both sides: CUDA 13's CCCL headers refuse the unit's "
                   "older C++ standard, which the CUDA toolkits it was "
                   "written for accept"
                 : "for the original, and for the port only past errors of "
                   "the same kind: template definitions checked where they "
                   "are instantiated, as nvcc checks them; Clang 19 checks "
                   "member names there",
        A.Original.File, A.Original.Line, A.Original.Message);
  }
  Diagnostic D;
  D.ID = DiagID::VerifyLenient;
  D.File = U.Shown;
  D.Message = fmt::format("'{}' was checked with what its CUDA original "
                          "needs with Clang 19 and CUDA 13: {}",
                          U.Shown, Parts);
  D.Suggestion = "nothing to change in the port; a MUSA SDK's mcc decides "
                 "with the project's own flags (musify --verify uses it "
                 "where it is installed)";
  Result.Diagnostics.push_back(std::move(D));
}

void Verifier::reportLenient(const Unit &U, const FirstError &Strict) {
  Diagnostic D;
  D.ID = DiagID::VerifyLenient;
  D.File = U.Shown;
  D.Message = fmt::format(
      "'{}' builds against musify's MUSA SDK model only with template "
      "definitions checked where they are instantiated: Clang 19 rejects "
      "MUTLASS's own template code at {}:{} ({}), which mcc, based on Clang "
      "14, does not check there",
      U.Shown, Strict.File, Strict.Line, Strict.Message);
  D.Suggestion = "nothing to change in the port; a MUSA SDK's mcc decides "
                 "(musify --verify uses it where it is installed)";
  Result.Diagnostics.push_back(std::move(D));
}

std::string Verifier::portFileShown(const std::string &File) const {
  auto It = ShownByWritten.find(absolutePath(File));
  return It == ShownByWritten.end() ? "" : It->second;
}

std::string Verifier::shownPath(const std::string &File) const {
  std::string Shown = portFileShown(File);
  return Shown.empty() ? File : Shown;
}

std::pair<std::string, unsigned> Verifier::place(const Unit &U,
                                                 const FirstError &E) const {
  if (std::string S = portFileShown(E.File); !S.empty())
    return {S, E.Line};
  for (const auto &[File, Line] : E.IncludedFrom)
    if (std::string S = portFileShown(File); !S.empty())
      return {S, Line};
  return {U.Shown, 1};
}

std::string Verifier::missingHeader(const FirstError &E) const {
  static const llvm::Regex NotFound("^'(.+)' file not found$");
  llvm::SmallVector<llvm::StringRef, 2> M;
  if (!NotFound.match(E.Message, &M))
    return "";
  std::string H = M[1].str();
  // A CUDA or MUSA header that is missing is a finding, not a gap.
  if (CudaHeaders.count(H) || ModelHeaders.count(H))
    return "";
  return H;
}

/// How many lines apart \p A and \p B are.
unsigned lineDistance(unsigned A, unsigned B) { return A > B ? A - B : B - A; }

/// Whether \p Text holds \p Name as a whole identifier.
bool containsIdentifier(llvm::StringRef Text, llvm::StringRef Name) {
  for (size_t At = Text.find(Name); At != llvm::StringRef::npos;
       At = Text.find(Name, At + 1)) {
    size_t End = At + Name.size();
    if ((At == 0 || !clang::isAsciiIdentifierContinue(Text[At - 1])) &&
        (End == Text.size() || !clang::isAsciiIdentifierContinue(Text[End])))
      return true;
  }
  return false;
}

/// Line \p Line (1-based) of \p Text, and the offset where it starts.
std::pair<llvm::StringRef, size_t> lineOf(llvm::StringRef Text, unsigned Line) {
  size_t Start = 0;
  for (unsigned L = 1; L < Line; ++L) {
    size_t Next = Text.find('\n', Start);
    if (Next == llvm::StringRef::npos)
      return {"", Text.size()};
    Start = Next + 1;
  }
  return {Text.substr(Start).take_until([](char C) { return C == '\n'; }),
          Start};
}

/// Whether the CUDA original holds \p Name within ExplainDistance lines of
/// \p Line (lines musify added above move the port's).
bool originalNearHas(const FileResult &F, unsigned Line, llvm::StringRef Name) {
  unsigned First = Line > ExplainDistance ? Line - ExplainDistance : 1;
  for (unsigned L = First; L <= Line + ExplainDistance; ++L)
    if (containsIdentifier(lineOf(F.Original, L).first, Name))
      return true;
  return false;
}

std::string Verifier::explanation(const FileResult &F, unsigned Line) const {
  auto [Text, Start] = lineOf(F.Migrated, Line);
  auto [Before, BeforeStart] = lineOf(F.Migrated, Line > 1 ? Line - 1 : Line);
  // The user kept this code out of the migration, or silenced the finding.
  if (inRanges(findExcludedRanges(F.Migrated), Start))
    return "the code there is excluded from migration by a marker";
  if (Text.contains("musify-ignore") || Before.contains("musify-ignore"))
    return "a musify-ignore comment there silenced musify's finding";
  bool InMacro = Text.ltrim().starts_with("#") &&
                 Text.ltrim().drop_front().ltrim().starts_with("define");
  // The nearest finding that explains a failure: the one on the failing
  // line (MU1002 naming the poisoned name) before a guard's two lines up.
  const Diagnostic *Nearest = nullptr;
  unsigned NearestDistance = ExplainDistance + 1;
  for (const Diagnostic &D : Earlier) {
    if (D.File != F.Path)
      continue;
    // A file the token pass alone migrated did not parse as CUDA either.
    if (D.ID == DiagID::TokenLevelOnly)
      return fmt::format("see {} at line {}: the file did not parse with "
                         "Clang before migration either",
                         info(D.ID).Id, D.Begin.Line);
    // Clang puts an error in a name made by token pasting at the macro's
    // definition; musify reports it where the macro is used.
    if (InMacro && D.ID == DiagID::PastedName)
      return fmt::format("see {} at line {}, which says why", info(D.ID).Id,
                         D.Begin.Line);
    unsigned Distance = lineDistance(D.Begin.Line, Line);
    // A warp-size hazard is about what code that builds does (MU2001,
    // DiagnosticIDs.def); it says nothing about why code does not build.
    if (D.level() >= Severity::Warning && Distance < NearestDistance &&
        info(D.ID).ExplainsBuildFailure == Explanation::Yes) {
      Nearest = &D;
      NearestDistance = Distance;
    }
  }
  if (!Nearest)
    return "";
  return fmt::format("see {} at line {}, which says why", info(Nearest->ID).Id,
                     Nearest->Begin.Line);
}

std::string Verifier::unprovenName(const FileResult &F, unsigned Line,
                                   llvm::StringRef Message) const {
  // Only where the compiler does not know the name: not where it knows it
  // and a call to it fails.
  static const llvm::Regex Unknown(
      "^(use of undeclared identifier|unknown type name|no (member|type|"
      "template) named|function-like macro) '([A-Za-z_][A-Za-z_0-9]*)'");
  llvm::SmallVector<llvm::StringRef, 4> M;
  if (!Unknown.match(Message, &M))
    return "";
  // The note's line is the original's; lines musify added above (an
  // include-first) move the port's, as for explanation(). A name written
  // in many places has one note, at the first: elsewhere, the name must be
  // musify's, on the port's line and not near it in the original.
  std::string Written = "was rewritten to '" + M[3].str() + "'";
  bool Wrote = containsIdentifier(lineOf(F.Migrated, Line).first, M[3]) &&
               !originalNearHas(F, Line, M[3]);
  for (const Diagnostic &D : Earlier) {
    bool Near =
        D.File == F.Path && lineDistance(D.Begin.Line, Line) <= ExplainDistance;
    if (D.ID == DiagID::MappedOnly && (Near || Wrote) &&
        llvm::StringRef(D.Message).contains(Written))
      return fmt::format("see {} at {}{}: musify wrote '{}' from name "
                         "tables alone, and the MUSA SDK model, which "
                         "declares the names code that builds against MUSA "
                         "uses, does not declare it; check the name with a "
                         "MUSA SDK's mcc, and correct the rule "
                         "(rules/overrides/) if MUSA spells it otherwise",
                         info(D.ID).Id,
                         D.File == F.Path ? "line " : D.File + ":",
                         D.Begin.Line, M[3]);
  }
  return "";
}

std::string Verifier::notMigrated(const FirstError &E) const {
  std::vector<std::string> Files = {absolutePath(E.File)};
  for (const auto &[File, Line] : E.IncludedFrom)
    Files.push_back(absolutePath(File));
  for (const std::string &File : Files)
    if (auto It = NotMigratedByReal.find(File); It != NotMigratedByReal.end())
      return fmt::format("'{}' is the project's and has CUDA names, but is "
                         "not migrated: it lies outside the output scope, as "
                         "musify's note on it says; migrate it with the port "
                         "(an --in-root above it)",
                         It->second);
  return "";
}

void Verifier::report(const Unit &U, const Outcome &O, VerifySummary &S) {
  bool AllSkipped = !O.Error.found() && !O.Skipped.empty() &&
                    O.Skipped.size() == (isCudaSource(U.Written) ? 2u : 1u);
  if (AllSkipped) {
    ++S.NotVerified;
    Diagnostic D;
    D.ID = DiagID::VerifySkipped;
    D.File = U.Shown;
    D.Message = fmt::format(
        "not verified: the CUDA original does not compile with {} either "
        "({})",
        Options.Compiler, O.Skipped.front().second.Message);
    D.Suggestion = baselineSuggestion(O.Skipped.front().second.Message,
                                      Options.LibraryBuilds);
    Result.Diagnostics.push_back(std::move(D));
    return;
  }
  S.SidesSkipped += O.Skipped.size();
  if (!O.Error.found()) {
    ++S.Built;
    if (O.Lenient.found()) {
      ++S.BuiltLeniently;
      reportLenient(U, O.Lenient);
    }
    if (!O.Accommodated.empty()) {
      ++S.BuiltAccommodated;
      reportAccommodated(U, O);
    }
    if (!O.PortStandard.empty())
      ++S.BuiltAtRaisedStandard;
    return;
  }
  reportFailure(U, O, S);
}

Diagnostic Verifier::failureAt(const Unit &U, const FirstError &E,
                               const FileResult *&F, unsigned &Line) const {
  auto [Shown, At] = place(U, E);
  Line = At;
  F = nullptr;
  for (const auto &[Real, R] : Result.Files)
    if (R.Path == Shown)
      F = &R;
  Diagnostic D;
  D.File = Shown;
  if (F) {
    auto [Text, Offset] = lineOf(F->Original, Line);
    // The port's column, where the original has what stands there: a
    // rename that changed a name's length moved what follows it.
    auto Own = ShownByWritten.find(absolutePath(E.File));
    if (Own != ShownByWritten.end() && Own->second == Shown)
      Offset +=
          originalColumn(Text, lineOf(F->Migrated, Line).first, E.Column) - 1;
    D.Begin = D.End = positionAt(F->Original, Offset);
  }
  return D;
}

void Verifier::reportMissingHeader(Diagnostic D, llvm::StringRef Header,
                                   VerifySummary &S) {
  ++S.NotVerified;
  D.ID = DiagID::VerifySkipped;
  D.Message = fmt::format("not verified: '{}' was not found, and the MUSA "
                          "SDK model has no such header",
                          Header.str());
  // MUTLASS keeps its utilities (mutlass/util/) apart from the library, as
  // CUTLASS does.
  D.Suggestion =
      !isMusaLibraryHeader(Header)
          ? "pass the library's MUSA include directory after --"
      : Header.starts_with("mutlass/util/")
          ? "MUTLASS is not part of the MUSA SDK: pass its utilities' "
            "include directory after -- (-I <mutlass>/tools/util/include)"
          : "MUTLASS is not part of the MUSA SDK: pass its include "
            "directory after -- (-I <mutlass>/include)";
  Result.Diagnostics.push_back(std::move(D));
}

std::string Verifier::failureMessage(const Unit &U, const Outcome &O,
                                     const FileResult *F, unsigned Line,
                                     bool OutsidePort) const {
  std::string Message = O.Error.Message;
  // Clang does not name a poisoned identifier; the line does.
  if (F && Message == "attempt to use a poisoned identifier" &&
      Line == O.Error.Line) {
    llvm::StringRef Name =
        identifierAt(lineOf(F->Migrated, Line).first, O.Error.Column);
    // A macro's name stands where what it expands to is poisoned.
    if (Poisoned.contains(Name))
      Message += " '" + Name.str() + "'";
    else if (!Name.empty())
      Message += " (in what '" + Name.str() + "' expands to)";
  }
  // An error in a header that is not the port's (a library's, the
  // model's) is placed at the port's include of it; the message says where.
  if (OutsidePort)
    Message += fmt::format(" (in {}:{})", O.Error.File, O.Error.Line);
  return fmt::format("'{}' does not build {} ({} side): {}", U.Shown,
                     Options.RealSdk ? "with the MUSA SDK's mcc"
                                     : "against musify's MUSA SDK model",
                     O.Side, Message);
}

void Verifier::reportFailure(const Unit &U, const Outcome &O,
                             VerifySummary &S) {
  const FileResult *F = nullptr;
  unsigned Line = 0;
  Diagnostic D = failureAt(U, O.Error, F, Line);
  std::string Header = missingHeader(O.Error);
  // A MUTLASS header missing from a MUTLASS that is there is its gap.
  std::string Lacking = isMusaLibraryHeader(Header)
                            ? Gaps.lackingHeader(includeDirs(U), Header)
                            : "";
  if (!Header.empty() && Lacking.empty())
    return reportMissingHeader(std::move(D), Header, S);
  D.ID = DiagID::VerifyFailed;
  bool OutsidePort = !O.Error.File.empty() &&
                     !ShownByWritten.count(absolutePath(O.Error.File));
  // The note on the name the compiler does not know says more than the
  // nearest finding.
  std::string Why =
      F && !OutsidePort ? unprovenName(*F, Line, O.Error.Message) : "";
  if (Why.empty() && F)
    Why = explanation(*F, Line);
  if (Why.empty() && OutsidePort)
    Why = notMigrated(O.Error);
  // What MUTLASS lacks of CUTLASS: a header, or a name the port uses.
  std::string Gap =
      !Why.empty() ? ""
      : !Lacking.empty()
          ? fmt::format("the error is in MUTLASS, which the port uses in "
                        "place of CUTLASS: it has no '{}' ({} is there), "
                        "that part of CUTLASS; port this code to what "
                        "MUTLASS has by hand",
                        Header, Lacking)
      : F && !OutsidePort ? libraryLacks(U, *F, Line, O.Error)
                          : "";
  bool InLibrary =
      Why.empty() &&
      (!Gap.empty() || (OutsidePort && isMusaLibraryFile(O.Error.File)));
  (InLibrary ? S.InLibrary : Why.empty() ? S.Silent : S.Explained)++;
  D.Message = failureMessage(U, O, F, Line, OutsidePort);
  D.Suggestion =
      !Why.empty()                     ? Why
      : !Gap.empty()                   ? Gap
      : InLibrary && !O.Raised.empty() ? raiseStandard(O)
      : InLibrary
          ? "the error is in MUTLASS, which the port uses in place of "
            "CUTLASS: MUTLASS follows CUTLASS at its own pace and lacks or "
            "does not accept what this unit uses there; port this code to "
            "MUTLASS's API by hand, and check with a MUSA SDK's mcc"
          : "no earlier musify finding explains this: a rule is wrong or a "
            "diagnostic is missing; please report it with this file";
  Result.Diagnostics.push_back(std::move(D));
}

std::string Verifier::raiseStandard(const Outcome &O) const {
  return fmt::format(
      "the error is in MUTLASS, which the port uses in place of CUTLASS and "
      "which is C++17 code; this unit is compiled at an older standard: "
      "raise the port's ({}, or CMAKE_CXX_STANDARD and CMAKE_CUDA_STANDARD "
      "17); with {} it {}",
      O.Raised, O.Raised,
      O.AtRaised.found()
          ? fmt::format("gets past this and fails next at {}:{} ({})",
                        shownPath(O.AtRaised.File), O.AtRaised.Line,
                        O.AtRaised.Message)
          : std::string("builds"));
}

std::vector<std::string> Verifier::includeDirs(const Unit &U) const {
  std::vector<std::string> Dirs;
  for (const std::string &F : unitFlags(U)) {
    llvm::StringRef Flag(F);
    if (Flag.consume_front("-isystem") || Flag.consume_front("-iquote") ||
        Flag.consume_front("-idirafter") || Flag.consume_front("-I"))
      if (!Flag.empty())
        Dirs.push_back(Flag.str());
  }
  return Dirs;
}

/// The name a compiler's error says is not declared, where it says so in
/// one of the ways Clang does (undeclared identifier, unknown type or
/// template, no member of a namespace), or "".
std::string undeclaredName(llvm::StringRef Message) {
  static const llvm::Regex Undeclared(
      "^(use of undeclared identifier|unknown type name|no template named|"
      "no member named|no type named) '([A-Za-z_][A-Za-z0-9_]*)'"
      "( in namespace '[^']*'| in '[^']*')?(;|$)");
  llvm::SmallVector<llvm::StringRef, 5> M;
  if (!Undeclared.match(Message, &M))
    return "";
  // A member of a class is the class's business, not a library's name:
  // only a name of a namespace, or one found nowhere, is.
  llvm::StringRef Scope = M[3];
  if (Scope.starts_with(" in '") ||
      (M[1] == "no member named" && Scope.empty()))
    return "";
  return M[2].str();
}

std::string Verifier::libraryLacks(const Unit &U, const FileResult &F,
                                   unsigned Line, const FirstError &E) {
  // A template of MUTLASS's that has no definition for these arguments,
  // where the original's CUTLASS had one (it compiled): MUTLASS 0.1.1
  // specializes platform::numeric_limits<half_t> outside its namespace.
  static const llvm::Regex Undefined(
      "^implicit instantiation of undefined template '([^']+)'");
  llvm::SmallVector<llvm::StringRef, 2> M;
  if (Undefined.match(E.Message, &M) && Gaps.isMusaLibraryName(M[1]) &&
      Gaps.onlyLibraryArguments(M[1]))
    return fmt::format("the error is in MUTLASS, which the port uses in "
                       "place of CUTLASS: it defines no '{}', which CUTLASS "
                       "defines for the CUDA original; port this use to what "
                       "MUTLASS has by hand",
                       M[1].str());
  std::string Name = undeclaredName(E.Message);
  if (Name.empty())
    return "";
  // The CUDA original wrote the name at that line, and compiled.
  if (!containsIdentifier(lineOf(F.Original, Line).first, Name) ||
      !Gaps.lacksName(includeDirs(U), Name))
    return "";
  std::string Musa = Gaps.musaSpelling(Name);
  return fmt::format("the error is in MUTLASS, which the port uses in "
                     "place of CUTLASS: it has no '{}'{}, which CUTLASS "
                     "declares; port this use to what MUTLASS has by hand",
                     Name, Musa == Name ? "" : " (nor '" + Musa + "')");
}

Diagnostic Verifier::unlinked(const Unit &U, llvm::StringRef Musa,
                              llvm::StringRef Symbol,
                              const std::vector<std::string> &Libraries) const {
  Diagnostic D;
  D.ID = DiagID::VerifyUnlinked;
  D.File = U.Shown;
  // Where the unit names the function first, as the user's file has it.
  auto F = Result.Files.find(U.Real);
  size_t At = F == Result.Files.end()
                  ? llvm::StringRef::npos
                  : llvm::StringRef(F->second.Migrated).find(Musa);
  if (At != llvm::StringRef::npos) {
    unsigned Line =
        llvm::StringRef(F->second.Migrated).take_front(At).count('\n') + 1;
    D.Begin = D.End =
        positionAt(F->second.Original, lineOf(F->second.Original, Line).second);
  }
  D.Message = fmt::format(
      "'{}' does not link against musify's MUSA SDK model: '{}' (CUDA's "
      "'{}') is in none of its libraries ({})",
      U.Shown, Musa, Symbol, llvm::join(Libraries, ", "));
  D.Suggestion = "the MUSA SDK may not have this function's library: "
                 "check your SDK's lib/, and link the library or port the "
                 "call";
  return D;
}

void Verifier::link(const std::vector<Unit> &Units,
                    std::vector<Outcome> &Outcomes, VerifySummary &S) {
  std::vector<std::string> Libraries = modelLibraries(Options.ModelDir);
  std::vector<std::string> Objects;
  std::map<std::string, size_t> UnitOf;
  for (size_t I = 0; I < Units.size(); ++I) {
    uint64_t Size = 0;
    const Outcome &O = Outcomes[I];
    if (!O.Error.found() && !O.Object.empty() &&
        !llvm::sys::fs::file_size(O.Object, Size) && Size > 0) {
      Objects.push_back(O.Object);
      UnitOf[O.Object] = I;
    }
  }
  if (Libraries.empty() || Objects.empty())
    return;
  // One link of the whole program: the units' own symbols resolve one
  // another; several main()s are one program's business, not the SDK's.
  llvm::SmallString<128> Shared;
  if (llvm::sys::fs::createTemporaryFile("musify-verify-link", "so", Shared))
    return;
  std::vector<std::string> Args = {Options.Compiler,
                                   "-shared",
                                   "-fPIC",
                                   "-Wl,-z,defs",
                                   "-Wl,--allow-multiple-definition",
                                   "-o",
                                   std::string(Shared)};
  Args.insert(Args.end(), Objects.begin(), Objects.end());
  Args.push_back("-L" + Options.ModelDir + "/lib");
  for (const std::string &L : Libraries)
    Args.push_back("-l" + L);
  std::string Output = runCompiler(Args);
  llvm::sys::fs::remove(Shared);
  std::map<std::string, std::string> Names = modelNames(Options.ModelDir);
  std::set<size_t> Reported;
  for (const UndefinedReference &R : undefinedReferences(Output, Objects)) {
    auto Musa = Names.find(symbolBaseName(R.Symbol).str());
    auto Unit = UnitOf.find(R.Object);
    // Not an SDK function (the project's or another library's): not ours.
    if (Musa == Names.end() || Unit == UnitOf.end() ||
        !Reported.insert(Unit->second).second)
      continue;
    Result.Diagnostics.push_back(
        unlinked(Units[Unit->second], Musa->second, R.Symbol, Libraries));
    ++S.Unlinked;
    --S.Built;
  }
}

VerifySummary Verifier::run() {
  VerifySummary S;
  S.Compiler =
      Options.RealSdk ? Options.Compiler : "clang against the MUSA SDK model";
  std::vector<Unit> Units;
  for (const auto &[Real, F] : Result.Files) {
    auto It = Destinations.find(Real);
    std::string Written = It == Destinations.end() ? Real : It->second;
    ShownByWritten[absolutePath(Written)] = F.Path;
    if (F.IsInput && isUnit(Written))
      Units.push_back({Real, F.Path, Written});
  }
  S.Units = Units.size();
  if (!Options.RealSdk && !loadModel()) {
    S.NotVerified = S.Units;
    S.CannotCheck = fmt::format(
        "no MUSA SDK (mcc in $MUSA_HOME/bin or /usr/local/musa/bin) and no "
        "SDK model in {} (musify's build makes it where the CUDA headers "
        "are; see docs/verify.md): nothing was checked",
        Options.ModelDir);
    return S;
  }
  loadTorchModel();
  ModelNames = readNames(Options.ModelDir);
  if (!Options.TorchModelDir.empty())
    TorchNames = readNames(Options.TorchModelDir);
  addPoisoned(ModelNames, Poisoned);
  addPoisoned(TorchNames, Poisoned);
  for (const std::string &Header : Result.NotMigrated)
    NotMigratedByReal.emplace(absolutePath(Header), Header);
  Earlier = Result.Diagnostics;
  PortStandardYear = Result.PortCxxStandard;
  std::vector<Outcome> Outcomes(Units.size());
  Overlay = writeRootOverlay();
  {
    llvm::DefaultThreadPool Pool(llvm::hardware_concurrency(Options.Jobs));
    for (size_t I = 0; I < Units.size(); ++I)
      Pool.async([&, I] { Outcomes[I] = compile(Units[I]); });
    Pool.wait();
  }
  if (!Overlay.empty())
    llvm::sys::fs::remove(Overlay);
  Overlay.clear();
  for (size_t I = 0; I < Units.size(); ++I)
    report(Units[I], Outcomes[I], S);
  link(Units, Outcomes, S);
  for (const Outcome &O : Outcomes)
    if (!O.Object.empty())
      llvm::sys::fs::remove(O.Object);
  return S;
}

} // namespace

std::string findMusaCompiler() {
  std::vector<std::string> Roots;
  if (const char *Home = std::getenv("MUSA_HOME"))
    Roots.push_back(Home);
  Roots.push_back("/usr/local/musa");
  for (const std::string &Root : Roots) {
    llvm::SmallString<256> Mcc(Root);
    llvm::sys::path::append(Mcc, "bin", "mcc");
    if (llvm::sys::fs::can_execute(Mcc))
      return std::string(Mcc);
  }
  return "";
}

VerifySummary
verifyBuild(MigrationResult &Result,
            const std::map<std::string, std::string> &Destinations,
            const VerifyOptions &Options) {
  return Verifier(Result, Destinations, Options).run();
}

} // namespace musify
