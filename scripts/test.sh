#!/usr/bin/env bash
# The whole test suite, as `pnpm test` runs it (README): every gate in turn, stopping at the first
# failure, with the minutes each took printed at the end so a slow step is seen where it happens.
# Lint and typecheck run side by side: both are single-threaded for most of their run, and a two-core
# machine otherwise idles one core through them.
set -uo pipefail
cd "$(dirname "$0")/.."

timings=()
started=$SECONDS

summary() {
  echo
  echo "› test steps (seconds)"
  for line in "${timings[@]}"; do echo "  $line"; done
  echo "  total: $((SECONDS - started))"
}
trap summary EXIT

step() {
  local name=$1
  shift
  local at=$SECONDS
  echo
  echo "› $name"
  "$@"
  local rc=$?
  timings+=("$name: $((SECONDS - at))$([ $rc -ne 0 ] && echo " (failed, exit $rc)")")
  [ $rc -eq 0 ] || exit $rc
}

lint_and_typecheck() {
  local logs
  logs=$(mktemp -d)
  pnpm lint >"$logs/lint" 2>&1 &
  local lint=$!
  pnpm typecheck >"$logs/typecheck" 2>&1 &
  local typecheck=$!
  wait $lint
  local lint_rc=$?
  wait $typecheck
  local typecheck_rc=$?
  echo "— lint —"
  cat "$logs/lint"
  echo "— typecheck —"
  cat "$logs/typecheck"
  rm -rf "$logs"
  [ $lint_rc -eq 0 ] && [ $typecheck_rc -eq 0 ]
}

step "lint + typecheck" lint_and_typecheck
# The unit run checks the figures at the `default` scale on PGlite (figuresAgree.test.ts).
step "unit, API on PGlite, components" env ADLENS_FIGURES_SCALE=default pnpm test:unit
step "API on PostgreSQL" pnpm test:api:postgres
step "stories" pnpm test:stories
# A partner's app (issue 23): the packed packages installed with npm into examples/sdk-fixture outside
# the workspace, built, type-checked, imported in Node and drawn in Chromium against the Storybook
# stories, with React 19 and 18. It builds the packages and Storybook (the Storybook build is checked
# there), so publint reads that build rather than making another.
step "partner's app (SDK fixture)" bash scripts/sdk-fixture.sh
step "publint" pnpm -r --filter "./packages/*" publint
step "end to end" pnpm e2e
