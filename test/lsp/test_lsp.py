"""End-to-end tests of `musify lsp` with a real LSP client (pytest-lsp).

Each test opens a buffer, waits for its diagnostics, asks for code actions,
applies them as an editor would, and compares with what the command line
writes for the same file: the diagnostics (IDs, UTF-16 ranges, messages) with
`--diagnostics-file`, the buffer after "Migrate this file to MUSA" with the
port `musify <file>` prints. Run by lsp.test, which sets the environment:
MUSIFY (the binary), MUSIFY_TEST_CUDA, MUSIFY_TEST_TMP, MUSIFY_INPUTS,
MUSIFY_EXAMPLES.
"""

import asyncio
import atexit
import json
import os
import shutil
import subprocess
import sys
import tempfile

import pytest
import pytest_lsp
from lsprotocol import types
from pygls.exceptions import JsonRpcException
from pytest_lsp import ClientServerConfig, LanguageClient

MUSIFY = os.environ["MUSIFY"]
CUDA = os.environ["MUSIFY_TEST_CUDA"]
TMP = os.environ["MUSIFY_TEST_TMP"]
# The inputs are copied to a directory outside the checkout, so that no
# compile_commands.json above them (the build's) gives them flags.
WORK = tempfile.mkdtemp(prefix="musify-lsp-test-")
atexit.register(shutil.rmtree, WORK, True)
INPUTS = os.path.join(WORK, "inputs")
EXAMPLES = os.path.join(WORK, "examples")
shutil.copytree(os.environ["MUSIFY_INPUTS"], INPUTS)
shutil.copytree(os.environ["MUSIFY_EXAMPLES"], EXAMPLES)
DATA = os.path.join(os.path.dirname(os.path.dirname(MUSIFY)), "share", "musify")
TIMEOUT = 180


def server(*extra):
    return ClientServerConfig(
        server_command=[MUSIFY, "lsp", f"--cuda-path={CUDA}",
                        f"--header-cache-dir={TMP}/header-cache",
                        "--debounce-ms=50", *extra])


async def start(client):
    await client.initialize_session(types.InitializeParams(
        capabilities=types.ClientCapabilities()))


@pytest_lsp.fixture(config=server())
async def client(lsp_client: LanguageClient):
    await start(lsp_client)
    yield
    await lsp_client.shutdown_session()


@pytest_lsp.fixture(config=server())
async def versioned(lsp_client: LanguageClient):
    """A client that takes documentChanges (edits with document versions)."""
    await lsp_client.initialize_session(types.InitializeParams(
        capabilities=types.ClientCapabilities(
            workspace=types.WorkspaceClientCapabilities(
                workspace_edit=types.WorkspaceEditClientCapabilities(
                    document_changes=True)))))
    yield
    await lsp_client.shutdown_session()


@pytest_lsp.fixture(config=server("--debounce-ms=3000"))
async def patient(lsp_client: LanguageClient):
    await start(lsp_client)
    yield
    await lsp_client.shutdown_session()


@pytest_lsp.fixture(config=server("--max-memory-per-file=1"))
async def limited(lsp_client: LanguageClient):
    await start(lsp_client)
    yield
    await lsp_client.shutdown_session()


# --- What the command line says, for comparison -------------------------

def cli(path, *args, stdin=None):
    """musify's port of `path` (as its directory names it), and its
    diagnostics as --diagnostics-file writes them."""
    out = os.path.join(TMP, os.path.basename(path) + ".json")
    cwd, name = os.path.split(path)
    if stdin is not None:
        args = ("--stdin-filename", name) + args
    else:
        args = (name,) + args
    run = subprocess.run(
        [MUSIFY, f"--cuda-path={CUDA}", "--quiet", f"--diagnostics-file={out}",
         *args], cwd=cwd, input=stdin, capture_output=True, text=True,
        check=True)
    with open(out, encoding="utf-8") as f:
        return run.stdout, json.load(f)["diagnostics"]


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def uri(path):
    return "file://" + path


# --- Editing a buffer as a client does ----------------------------------

def offset(text, position):
    """The str index of an LSP position (UTF-16 characters) in text."""
    lines = text.split("\n")
    index = sum(len(line) + 1 for line in lines[:position.line])
    units = 0
    for ch in lines[position.line]:
        if units >= position.character:
            break
        units += 2 if ord(ch) > 0xFFFF else 1
        index += 1
    return index


def apply(text, edits):
    for edit in sorted(edits, key=lambda e: (e.range.start.line,
                                             e.range.start.character),
                       reverse=True):
        text = (text[:offset(text, edit.range.start)] + edit.new_text +
                text[offset(text, edit.range.end):])
    return text


async def open_and_wait(client, path, text=None, version=1):
    text = read(path) if text is None else text
    waiting = asyncio.ensure_future(published(client, uri(path), version))
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(
            uri=uri(path), language_id="cuda", version=version, text=text)))
    return text, await waiting


async def published(client, document, version):
    """The diagnostics of the first publication for this document version."""
    while True:
        params = await asyncio.wait_for(
            client.wait_for_notification("textDocument/publishDiagnostics"),
            TIMEOUT)
        if params.uri == document and params.version == version:
            return params.diagnostics


async def code_actions(client, path, start=(0, 0), end=None):
    end = end or start
    return await asyncio.wait_for(client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri(path)),
            range=types.Range(start=types.Position(*start),
                              end=types.Position(*end)),
            context=types.CodeActionContext(diagnostics=[]))), TIMEOUT)


def migrate_action(actions):
    [action] = [a for a in actions if a.title == "Migrate this file to MUSA"]
    assert action.kind == "refactor.rewrite"
    return action


def edits_of(action, path):
    assert list(action.edit.changes) == [uri(path)]
    return action.edit.changes[uri(path)]


def assert_same_diagnostics(lsp, expected):
    """The server's diagnostics are the command line's, field by field."""
    severities = {"error": 1, "warning": 2, "note": 3}
    assert len(lsp) == len(expected)
    for got, want in zip(lsp, expected):
        assert got.code == want["id"]
        assert got.source == "musify"
        assert got.severity == severities[want["severity"]]
        message = want["message"]
        if want.get("suggestion"):
            message += "\n" + want["suggestion"]
        assert got.message == message
        r = want["range"]
        assert (got.range.start.line, got.range.start.character,
                got.range.end.line, got.range.end.character) == (
            r["start"]["line"], r["start"]["character"], r["end"]["line"],
            r["end"]["character"])
        page = os.path.join(os.path.realpath(DATA), "diagnostics",
                            want["id"] + ".md")
        assert got.code_description.href == "file://" + page
        assert os.path.isfile(page)
        assert len(got.related_information or []) == len(want["also"])


# --- Tests --------------------------------------------------------------

@pytest.mark.asyncio
async def test_example_with_hazards(client):
    path = os.path.join(EXAMPLES, "saxpy-stats", "src", "main.cu")
    text, diags = await open_and_wait(client, path)
    port, expected = cli(path)
    assert {d.code for d in diags} >= {"MU2004", "MU1002"}
    assert_same_diagnostics(diags, expected)
    action = migrate_action(await code_actions(client, path))
    assert apply(text, edits_of(action, path)) == port
    assert read(path) == text  # the server writes no file


@pytest.mark.asyncio
async def test_quick_fixes_with_utf16_positions(client):
    path = os.path.join(INPUTS, "hazards.cu")
    text, diags = await open_and_wait(client, path)
    port, expected = cli(path)
    assert_same_diagnostics(diags, expected)
    # Line 6 holds "größer 😀" before '% 32': byte column 46 (1-based) is
    # UTF-16 character 41 (0-based), 4 units fewer than its bytes.
    first = diags[0]
    assert (first.code, first.range.start.line,
            first.range.start.character) == ("MU2001", 5, 41)
    actions = await code_actions(client, path, (5, 41), (5, 42))
    fixes = [a for a in actions if a.kind == "quickfix"]
    assert [a.title for a in fixes] == ["replace with 'warpSize'"]
    assert fixes[0].diagnostics[0].code == "MU2001"
    fixed = apply(text, edits_of(fixes[0], path))
    assert fixed.split("\n")[5] == \
        "  /* größer 😀 */ int lane = threadIdx.x % warpSize;"
    assert apply(text, edits_of(migrate_action(actions), path)) == port


@pytest.mark.asyncio
async def test_unsaved_buffer_with_renames_and_an_incremental_change(client):
    path = os.path.join(INPUTS, "renames.cu")
    on_disk = read(path)
    # Unsaved from the start: a line the file on disk does not have.
    text = on_disk.replace("  cublasDestroy(handle);\n",
                           "  cublasDestroy(handle);\n  cudaDeviceReset();\n")
    text, diags = await open_and_wait(client, path, text)
    [note] = diags
    assert note.code == "MU1005"
    # Byte column 37 (1-based): "größer 😀" is 4 UTF-16 units shorter.
    assert (note.range.start.line, note.range.start.character) == (24, 32)
    assert [(r.location.range.start.line, r.location.range.start.character)
            for r in note.related_information] == [(25, 14)]
    rename = [a for a in await code_actions(client, path, (24, 32))
              if a.kind == "quickfix"]
    assert [a.title for a in rename] == [
        "rename 'CUBLAS_ATOMICS_ALLOWED' to 'MUBLAS_ATOMICS_ALLOWED' "
        "(applied)"]
    renamed = apply(text, edits_of(rename[0], path)).split("\n")[24]
    assert renamed == "  /* größer 😀 */ int atomics = MUBLAS_ATOMICS_ALLOWED;"
    # An incremental change after the emoji of line 19: UTF-16 column 18,
    # byte 22.
    line = text.split("\n")[18]
    assert line.startswith("  /* größer 😀 */ CUDA_CHECK")
    waiting = asyncio.ensure_future(published(client, uri(path), 2))
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(
            uri=uri(path), version=2),
        content_changes=[types.TextDocumentContentChangePartial(
            range=types.Range(start=types.Position(18, 18),
                              end=types.Position(18, 18)),
            text="cudaDeviceSynchronize(); ")]))
    await waiting
    text = text.replace("😀 */ CUDA_CHECK", "😀 */ cudaDeviceSynchronize(); "
                        "CUDA_CHECK")
    port, _ = cli(path, stdin=text)
    assert "😀 */ musaDeviceSynchronize(); CUDA_CHECK(musaMalloc" in port
    assert "  musaDeviceReset();\n" in port
    action = migrate_action(await code_actions(client, path))
    assert apply(text, edits_of(action, path)) == port
    assert read(path) == on_disk


@pytest.mark.asyncio
async def test_file_that_does_not_parse(client):
    path = os.path.join(INPUTS, "broken.cu")
    text, diags = await open_and_wait(client, path)
    port, expected = cli(path)
    assert_same_diagnostics(diags, expected)
    assert diags[0].code == "MU0001"
    assert "does not parse with Clang" in diags[0].message
    action = migrate_action(await code_actions(client, path))
    assert apply(text, edits_of(action, path)) == port
    assert "musaMemset(x, 0, 16);" in port


@pytest.mark.asyncio
async def test_hover_shows_the_query(client):
    path = os.path.join(INPUTS, "renames.cu")
    text, _ = await open_and_wait(client, path)
    line = text.split("\n").index("  cublasCreate(&handle);")
    hover = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri(path)),
        position=types.Position(line, 5)))
    query = subprocess.run([MUSIFY, "--query", "cublasCreate"],
                           capture_output=True, text=True, check=True).stdout
    assert "mublasCreate" in query
    assert hover.contents.value == query
    assert (hover.range.start.character, hover.range.end.character) == (2, 14)
    header = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri(path)),
        position=types.Position(4, 12)))  # in <cuda_runtime.h>
    assert header.contents.value == subprocess.run(
        [MUSIFY, "--query", "cuda_runtime.h"], capture_output=True, text=True,
        check=True).stdout
    assert (header.range.start.character, header.range.end.character) == (
        10, 24)
    nothing = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri(path)),
        position=types.Position(line, 16)))  # 'handle'
    assert nothing is None


@pytest.mark.asyncio
async def test_cancelled_request_leaves_the_server_answering(patient):
    client = patient
    path = os.path.join(INPUTS, "hazards.cu")
    await open_and_wait(client, path)
    # A change, then a code action that must wait for its analysis, then
    # its cancellation.
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(
            uri=uri(path), version=2),
        content_changes=[types.TextDocumentContentChangePartial(
            range=types.Range(start=types.Position(0, 0),
                              end=types.Position(0, 0)),
            text="// edited\n")]))
    params = types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=uri(path)),
        range=types.Range(start=types.Position(0, 0),
                          end=types.Position(0, 0)),
        context=types.CodeActionContext(diagnostics=[]))
    pending = asyncio.ensure_future(client.protocol.send_request_async(
        "textDocument/codeAction", params, msg_id=4242))
    # The request is sent when its task runs, a notification at once: the
    # request must be on its way before its cancellation.
    await asyncio.sleep(0.5)
    client.protocol.notify("$/cancelRequest", types.CancelParams(id=4242))
    with pytest.raises(JsonRpcException) as error:
        await asyncio.wait_for(pending, TIMEOUT)
    assert error.value.code == -32800
    actions = await code_actions(client, path)
    assert migrate_action(actions).title == "Migrate this file to MUSA"


@pytest.mark.asyncio
async def test_parse_stopped_by_its_limit(limited):
    # The parse's worker process is killed (1 MiB); the server goes on with
    # the token-level pass and keeps answering.
    path = os.path.join(INPUTS, "hazards.cu")
    _, diags = await open_and_wait(limited, path)
    assert diags[0].code == "MU0001"
    assert "more than 1 MiB of memory" in diags[0].message
    hover = await limited.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri(path)),
        position=types.Position(16, 4)))  # cudaMalloc
    assert "musaMalloc" in hover.contents.value


@pytest.mark.asyncio
async def test_flags_from_the_compilation_database(client):
    # project/src/flags.cu parses only with the -D of project/build's
    # compile_commands.json, found as clangd finds it.
    src = os.path.join(INPUTS, "project", "src")
    build = os.path.join(INPUTS, "project", "build")
    path = os.path.join(src, "flags.cu")
    os.makedirs(build)
    with open(os.path.join(build, "compile_commands.json"), "w") as f:
        json.dump([{"directory": src, "file": path, "arguments": [
            "nvcc", "-DFROM_DATABASE=1", "-c", "flags.cu"]}], f)
    text, diags = await open_and_wait(client, path)
    port, expected = cli(path, "-p", build)
    assert_same_diagnostics(diags, expected)
    assert "MU0001" not in [d.code for d in diags]
    _, without = cli(path)
    assert "MU0001" in [d["id"] for d in without]
    action = migrate_action(await code_actions(client, path))
    assert apply(text, edits_of(action, path)) == port


@pytest.mark.asyncio
async def test_project_configuration_decides_the_checks(client):
    # A .musify.yaml above the file that targets mp_31 (32-lane warps): the
    # parse process reads it as `musify <file>` does, and the warp-size
    # hazards are gone.
    project = os.path.join(INPUTS, "arch31")
    os.makedirs(project)
    path = os.path.join(project, "hazards.cu")
    shutil.copy(os.path.join(INPUTS, "hazards.cu"), path)
    with open(os.path.join(project, ".musify.yaml"), "w") as f:
        f.write("musa-arch: [mp_31]\n")
    text, diags = await open_and_wait(client, path)
    port, expected = cli(path)
    assert expected == [] and list(diags) == []
    action = migrate_action(await code_actions(client, path))
    assert apply(text, edits_of(action, path)) == port


@pytest.mark.asyncio
async def test_checks_and_warnings_as_errors_of_the_project(client):
    # The project's Checks and WarningsAsErrors, read by the server as the
    # command line reads them: MU1005 is off, the MU2 hazards are errors.
    project = os.path.join(INPUTS, "checks")
    os.makedirs(project)
    path = os.path.join(project, "hazards.cu")
    with open(path, "w", encoding="utf-8") as f:
        f.write("#include <cublas_v2.h>\n" + read(os.path.join(
            INPUTS, "hazards.cu")) + "int atomics() { return "
            "CUBLAS_ATOMICS_ALLOWED; }\n")
    _, all_on = cli(path)
    with open(os.path.join(project, ".musify.yaml"), "w") as f:
        f.write("Checks: '-MU1005'\nWarningsAsErrors: 'MU2*'\n")
    _, diags = await open_and_wait(client, path)
    with pytest.raises(subprocess.CalledProcessError) as failed:
        cli(path)  # exit status 1: the hazards are errors
    assert failed.value.returncode == 1
    out = os.path.join(TMP, "hazards.cu.json")
    with open(out, encoding="utf-8") as f:
        expected = json.load(f)["diagnostics"]
    assert [d["id"] for d in all_on] == ["MU2001"] * 3 + ["MU1005"]
    assert [d["id"] for d in expected] == ["MU2001"] * 3
    assert_same_diagnostics(diags, expected)
    assert [d.severity for d in diags] == [1, 1, 1]


def renamed_by_cli(project, main_text=None):
    """The files `musify --rename-symbols --out-root` writes for a copy of
    the project (main.cu's text replaced by main_text when given)."""
    copy = tempfile.mkdtemp(dir=TMP)
    shutil.copytree(project, os.path.join(copy, "src"))
    if main_text is not None:
        with open(os.path.join(copy, "src", "main.cu"), "w") as f:
            f.write(main_text)
    subprocess.run([MUSIFY, f"--cuda-path={CUDA}", "--quiet",
                    "--rename-symbols", "--out-root", "../out", "main.cu"],
                   cwd=os.path.join(copy, "src"), check=True,
                   capture_output=True)
    return {name: read(os.path.join(copy, "out", name))
            for name in ("check.h", "main.cu")}


@pytest.mark.asyncio
async def test_rename_note_renames_every_use_in_the_project(versioned):
    # check.h defines CHECK_CUDA and uses it; main.cu, not open, uses it
    # twice. The note's quick fix is one edit of both files, the open one
    # with its version.
    client = versioned
    project = os.path.join(INPUTS, "rename")
    header = os.path.join(project, "check.h")
    main = os.path.join(project, "main.cu")
    text, diags = await open_and_wait(client, header)
    [note] = [d for d in diags if d.code == "MU0004"]
    assert note.message == ("project macro 'CHECK_CUDA' renamed to "
                            "'CHECK_MUSA' (4 occurrences in 2 files)")
    start = (note.range.start.line, note.range.start.character)
    assert start == (6, 8)
    fixes = [a for a in await code_actions(client, header, start)
             if a.kind == "quickfix"]
    assert [a.title for a in fixes] == [
        "rename 'CHECK_CUDA' to 'CHECK_MUSA' in the project (4 places in 2 "
        "files)"]
    assert [d.code for d in fixes[0].diagnostics] == ["MU0004"]
    assert fixes[0].edit.changes is None
    changes = {c.text_document.uri: c for c in fixes[0].edit.document_changes}
    assert set(changes) == {uri(header), uri(main)}
    assert changes[uri(header)].text_document.version == 1
    assert changes[uri(main)].text_document.version is None
    expected = renamed_by_cli(project)
    assert apply(text, changes[uri(header)].edits) == expected["check.h"]
    assert apply(read(main), changes[uri(main)].edits) == expected["main.cu"]
    assert "CHECK_MUSA(0);" in expected["main.cu"]
    assert read(header) == text  # the server writes no file


@pytest.mark.asyncio
async def test_rename_from_a_use_in_an_unsaved_buffer(client):
    # main.cu open with a use more than on disk: the rename, offered at a
    # use, changes the buffer as it is and the header on disk.
    project = os.path.join(INPUTS, "rename")
    header = os.path.join(project, "check.h")
    main = os.path.join(project, "main.cu")
    text = read(main).replace("  return 0;", "  CHECK_CUDA(checked(1));\n"
                              "  return 0;")
    text, _ = await open_and_wait(client, main, text)
    line = text.split("\n").index("  CHECK_CUDA(0);")
    fixes = [a for a in await code_actions(client, main, (line, 4))
             if a.kind == "quickfix"]
    assert [a.title for a in fixes] == [
        "rename 'CHECK_CUDA' to 'CHECK_MUSA' in the project (5 places in 2 "
        "files)"]
    changes = fixes[0].edit.changes
    assert set(changes) == {uri(header), uri(main)}
    expected = renamed_by_cli(project, text)
    assert apply(text, changes[uri(main)]) == expected["main.cu"]
    assert apply(read(header), changes[uri(header)]) == expected["check.h"]
    assert "  CHECK_MUSA(checked(1));" in expected["main.cu"]
    # Away from any use, no rename.
    assert [a.kind for a in await code_actions(client, main, (2, 0))] == [
        "refactor.rewrite"]


# --- Malformed input, spoken to the server directly ----------------------

def frame(body):
    data = body.encode() if isinstance(body, str) else body
    return b"Content-Length: %d\r\n\r\n" % len(data) + data


def read_message(stream):
    length = None
    while True:
        line = stream.readline()
        assert line, "the server closed its output"
        line = line.strip()
        if not line:
            break
        name, _, value = line.partition(b":")
        if name.lower() == b"content-length":
            length = int(value)
    return json.loads(stream.read(length))


def request(id, method, params=None):
    return frame(json.dumps({"jsonrpc": "2.0", "id": id, "method": method,
                             "params": params or {}}))


def test_malformed_messages_leave_the_server_answering():
    proc = subprocess.Popen([MUSIFY, "lsp", f"--cuda-path={CUDA}",
                             "--no-header-cache"],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE)

    def send(data):
        proc.stdin.write(data)
        proc.stdin.flush()

    send(request(1, "textDocument/hover"))
    assert read_message(proc.stdout)["error"]["code"] == -32002
    send(request(2, "initialize", {"capabilities": {}}))
    caps = read_message(proc.stdout)["result"]["capabilities"]
    assert caps["textDocumentSync"]["change"] == 2
    assert caps["positionEncoding"] == "utf-16"
    # No Content-Length; then bytes outside any message; then a body that
    # is not JSON; then JSON that is not a request.
    send(b"Content-Type: application/json\r\n\r\n{\"id\": 3}")
    send(b"garbage" + request(4, "no/such/method"))
    assert read_message(proc.stdout) == {
        "jsonrpc": "2.0", "id": 4, "error": {
            "code": -32601, "message": "unknown method 'no/such/method'"}}
    send(frame("{\"jsonrpc\": \"2.0\", \"id\": 5, "))
    reply = read_message(proc.stdout)
    assert (reply["id"], reply["error"]["code"]) == (None, -32700)
    send(frame("[1, 2]"))
    assert read_message(proc.stdout)["error"]["code"] == -32600
    # A document that is not open (an editor's untitled buffer) has no
    # code actions and no hover.
    send(request(9, "textDocument/codeAction", {
        "textDocument": {"uri": "untitled:Untitled-1"},
        "range": {"start": {"line": 0, "character": 0},
                  "end": {"line": 0, "character": 0}},
        "context": {"diagnostics": []}}))
    assert read_message(proc.stdout) == {"jsonrpc": "2.0", "id": 9,
                                         "result": []}
    send(request(10, "textDocument/hover", {
        "textDocument": {"uri": "untitled:Untitled-1"},
        "position": {"line": 0, "character": 0}}))
    assert read_message(proc.stdout) == {"jsonrpc": "2.0", "id": 10,
                                         "result": None}
    send(b"Content-Length: many\r\n\r\n")
    send(frame(json.dumps({"jsonrpc": "2.0", "method": "initialized",
                           "params": {}})))
    path = os.path.join(INPUTS, "renames.cu")
    send(frame(json.dumps({"jsonrpc": "2.0", "method": "textDocument/didOpen",
                           "params": {"textDocument": {
                               "uri": uri(path), "languageId": "cuda",
                               "version": 1, "text": read(path)}}})))
    send(request(6, "textDocument/hover", {
        "textDocument": {"uri": uri(path)},
        "position": {"line": 20, "character": 4}}))
    reply = read_message(proc.stdout)
    while reply.get("method") == "textDocument/publishDiagnostics":
        reply = read_message(proc.stdout)
    assert reply["id"] == 6
    assert "mublasCreate" in reply["result"]["contents"]["value"]
    send(request(7, "shutdown"))
    reply = read_message(proc.stdout)
    while reply.get("method") == "textDocument/publishDiagnostics":
        reply = read_message(proc.stdout)
    assert reply == {"jsonrpc": "2.0", "id": 7, "result": None}
    send(request(8, "textDocument/hover"))
    assert read_message(proc.stdout)["error"]["code"] == -32600
    send(frame(json.dumps({"jsonrpc": "2.0", "method": "exit"})))
    assert proc.wait(timeout=TIMEOUT) == 0
    log = proc.stderr.read().decode()
    assert "a message without a Content-Length header" in log
    assert "16 bytes outside any message were skipped" in log
    assert "Content-Length 'many' is not a number" in log


if __name__ == "__main__":
    sys.exit(pytest.main([__file__, "-v"]))
