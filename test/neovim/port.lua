-- Drives `musify lsp` through Neovim's built-in LSP client, headless:
--   nvim --headless --clean -c "luafile port.lua" <file>
-- opens the file, waits for musify's diagnostics, prints them, applies the
-- code action "Migrate this file to MUSA" and writes the buffer to $OUT.
-- The environment names MUSIFY, MUSIFY_TEST_CUDA and MUSIFY_TEST_CACHE.

local function fail(message)
  io.stderr:write("port.lua: " .. message .. "\n")
  vim.cmd("cquit 1")
end

local config = {
  name = "musify",
  cmd = { os.getenv("MUSIFY"), "lsp",
          "--cuda-path=" .. os.getenv("MUSIFY_TEST_CUDA"),
          "--header-cache-dir=" .. os.getenv("MUSIFY_TEST_CACHE") },
  root_dir = vim.fn.getcwd(),
}
local buffer = vim.api.nvim_get_current_buf()
local client
if vim.lsp.start then -- Neovim 0.8 and later
  client = vim.lsp.start(config)
else -- Neovim 0.7 (Debian 12)
  client = vim.lsp.start_client(config)
  vim.lsp.buf_attach_client(buffer, client)
end
if not client then
  fail("the server did not start")
end

local published = vim.wait(120000, function()
  return #vim.diagnostic.get(buffer) > 0
end, 50)
if not published then
  fail("no diagnostics within 120 s")
end
local diagnostics = vim.diagnostic.get(buffer)
table.sort(diagnostics, function(a, b)
  return a.lnum < b.lnum or (a.lnum == b.lnum and a.col < b.col)
end)
for _, d in ipairs(diagnostics) do
  print(string.format("diagnostic %d:%d %s %s", d.lnum + 1, d.col + 1,
                      d.code or d.user_data.lsp.code, d.source))
end

local params = {
  textDocument = { uri = vim.uri_from_bufnr(buffer) },
  range = { start = { line = 0, character = 0 },
            ["end"] = { line = 0, character = 0 } },
  context = { diagnostics = {} },
}
local answers = vim.lsp.buf_request_sync(buffer, "textDocument/codeAction",
                                         params, 120000)
local action
for _, answer in pairs(answers or {}) do
  for _, a in ipairs(answer.result or {}) do
    if a.title == "Migrate this file to MUSA" then
      action = a
    end
  end
end
if not action then
  fail("no code action 'Migrate this file to MUSA'")
end
print("action " .. action.title .. " (" .. action.kind .. ")")
vim.lsp.util.apply_workspace_edit(action.edit, "utf-16")
vim.cmd("write! " .. vim.fn.fnameescape(os.getenv("OUT")))
vim.lsp.stop_client(client)
vim.cmd("qall!")
