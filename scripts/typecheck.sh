#!/usr/bin/env bash
# The four programs, checked by TypeScript's native compiler (7.x, the `typescript-native`
# package): the same checks as 5.x in a fraction of the time (docs/decisions.md). ESLint's
# type-aware rules keep the 5.x API of the `typescript` package, which 7.x does not offer.
set -euo pipefail
cd "$(dirname "$0")/.."
for project in packages/contracts apps/server apps/web e2e; do
  node node_modules/typescript-native/bin/tsc -p "$project"
done
