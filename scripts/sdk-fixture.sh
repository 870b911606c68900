#!/usr/bin/env bash
# issue 23: the widget SDK as a partner's developer meets it. Builds and packs the published packages,
# installs the tarballs with npm into a copy of examples/sdk-fixture outside this repository (so nothing
# of the workspace leaks in), then builds, type-checks and tests that app with React 19 and again with
# React 18. Every step's output goes to a log; a failed step prints its log's tail and the summary at
# the end names it. Exits non-zero when any step failed. SDK_FIXTURE_KEEP=1 keeps the temp directory.
set -euo pipefail
export NO_COLOR=1 # plain logs
cd "$(dirname "$0")/.."
PUBLISHED=(core api-client bridge report-widgets)

WORK=$(mktemp -d /tmp/adlens-sdk-fixture.XXXXXX)
TARBALLS=$WORK/tarballs
APP=$WORK/app
LOGS=$WORK/logs
mkdir -p "$TARBALLS" "$APP" "$LOGS"

results=()
failed=0
started=$SECONDS

finish() {
  echo
  echo "› sdk fixture: steps (seconds)"
  for line in "${results[@]}"; do echo "  $line"; done
  echo "  total: $((SECONDS - started))"
  if [ "$failed" -eq 0 ] && [ "${SDK_FIXTURE_KEEP:-0}" != 1 ]; then
    rm -rf "$WORK"
  else
    echo "  logs and the installed app: $WORK"
  fi
}
trap finish EXIT

# step NAME COMMAND... — runs COMMAND with its output in a log; returns its exit code.
step() {
  local name=$1
  shift
  local log
  log="$LOGS/$(echo "$name" | tr -c 'a-zA-Z0-9\n' '-').log"
  local at=$SECONDS
  echo "› $name"
  local rc=0
  "$@" >"$log" 2>&1 || rc=$?
  if [ "$rc" -eq 0 ]; then
    results+=("PASS  $name ($((SECONDS - at)))")
  else
    failed=1
    results+=("FAIL  $name ($((SECONDS - at)), exit $rc; log: $log)")
    echo "  FAILED (exit $rc). Last lines of $log:"
    tail -n 40 "$log" | sed 's/^/    /'
  fi
  return "$rc"
}

# Functions run by `step` test every command themselves: errexit is off inside a command that `||` guards.
pack_published() {
  local name
  for name in "${PUBLISHED[@]}"; do
    (cd "packages/$name" && pnpm pack --pack-destination "$TARBALLS") || return 1
  done
}

check_tarballs() {
  local name tarball rc=0
  for name in "${PUBLISHED[@]}"; do
    tarball=$(tarball_of "$name") || return 1
    node scripts/check-packed-package.mjs "packages/$name" "$tarball" || rc=1
  done
  return "$rc"
}

# Are the types wrong (attw): every entry's types resolve as Node 16+ and bundlers read them. node10
# ignores `exports`, so subpaths cannot resolve there; the packages ask for Node 22 anyway.
check_types() {
  local name tarball rc=0
  for name in "${PUBLISHED[@]}"; do
    tarball=$(tarball_of "$name") || return 1
    npx --no-install attw "$tarball" --profile node16 --format ascii || rc=1
  done
  return "$rc"
}

tarball_of() {
  local found=("$TARBALLS"/adlens-"$1"-[0-9]*.tgz)
  [ -f "${found[0]}" ] || {
    echo "no tarball for @adlens/$1 in $TARBALLS" >&2
    return 1
  }
  echo "${found[0]}"
}

# The fixture as a partner's project: a plain directory under /tmp with no workspace above it.
copy_fixture() {
  tar -C examples/sdk-fixture --exclude=node_modules --exclude=dist -cf - . | tar -C "$APP" -xf - || return 1
  local name tarball
  for name in "${PUBLISHED[@]}"; do
    tarball=$(tarball_of "$name") || return 1
    (cd "$APP" && SDK_PACKAGE="@adlens/$name" SDK_TARBALL=$tarball node -e '
      const fs = require("node:fs");
      const manifest = JSON.parse(fs.readFileSync("package.json", "utf8"));
      manifest.dependencies[process.env.SDK_PACKAGE] = `file:${process.env.SDK_TARBALL}`;
      fs.writeFileSync("package.json", JSON.stringify(manifest, null, 2) + "\n");
    ') || return 1
  done
  copy_recorded_responses
}

# The render page's API responses: the fixtures the compared Storybook stories serve, as the static
# files its recordedFetch reads (`datasets/<name>.json`, copied into dist by vite build).
copy_recorded_responses() {
  local fixtures=packages/report-widgets/src/fixtures
  local responses=$APP/public/adlens-responses/datasets
  mkdir -p "$responses" || return 1
  cp "$fixtures/estimatedExpenditure.single.json" "$responses/estimated-expenditure.json" &&
    cp "$fixtures/ad-types-distribution.single.json" "$responses/ad-types-distribution.json" &&
    cp "$fixtures/expenditure-trend.single.json" "$responses/expenditure-trend.json"
}

in_app() {
  (cd "$APP" && "$@")
}

# The built render page against the Storybook stories, in Chromium, with the workspace's Playwright.
render_check() {
  node scripts/sdk-fixture-render.mjs "$APP/dist" storybook-static "$LOGS/render-${1// /-}"
}

# build, type-check and test the installed app; each runs even when another failed, to tell them apart.
check_app() {
  local react=$1
  local rc=0
  if step "$react: vite build" in_app npx --no-install vite build; then
    if [ "$storybook_built" -eq 1 ]; then
      step "$react: Chromium render of three widgets vs Storybook" render_check "$react" || rc=1
    fi
  else
    rc=1
  fi
  step "$react: tsc --noEmit" in_app npx --no-install tsc --noEmit || rc=1
  step "$react: vitest (Node import of the ESM builds)" in_app npx --no-install vitest run || rc=1
  return "$rc"
}

echo "› sdk fixture in $WORK"
step "build packages" pnpm build:packages || exit 1
step "pnpm pack ${PUBLISHED[*]}" pack_published || exit 1
step "packed manifests installable (scripts/check-packed-package.mjs)" check_tarballs || true
step "types resolve in Node 16+ (ESM and CJS) and bundlers (attw --profile node16)" check_types || true
step "copy the fixture outside the repo, dependencies → tarballs" copy_fixture || exit 1
# Storybook for the render check builds while npm installs (mostly waiting on the registry).
pnpm build-storybook >"$LOGS/storybook-build-output.log" 2>&1 &
storybook_pid=$!
storybook_built=0
wait_storybook() {
  local rc=0
  wait "$storybook_pid" || rc=$?
  cat "$LOGS/storybook-build-output.log"
  return "$rc"
}
(cd "$APP" && echo "  installs: $(node -p 'Object.entries(require("./package.json").dependencies).filter(([n]) => n.startsWith("@adlens/")).map(([n, r]) => n + " " + r.replace(/^file:.*\//, "")).join(", ")')")

# No lockfile: like a partner's first `npm install`, it takes the newest versions our ranges allow.
if step "react 19: npm install" in_app npm install --no-audit --no-fund; then
  step "storybook build (pnpm build-storybook, beside npm install; seconds waited after it)" wait_storybook &&
    storybook_built=1
  check_app "react 19" || true
fi
if step "react 18: npm install react@18 react-dom@18 @types/react@18 @types/react-dom@18" \
  in_app npm install --no-audit --no-fund react@18 react-dom@18 @types/react@18 @types/react-dom@18; then
  in_app node -p '"  react " + require("react/package.json").version + ", react-dom " + require("react-dom/package.json").version'  || true
  check_app "react 18" || true
fi

exit "$failed"
