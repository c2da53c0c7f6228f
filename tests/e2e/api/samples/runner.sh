#!/usr/bin/env bash
# Runs cURL samples in one bash process: bash runner.sh OUTDIR SAMPLE.sh... (see ../samples.spec.ts).
# Each sample's stdout, stderr and exit status go to OUTDIR/{n}.out, {n}.err and {n}.status.
out=$1
shift
n=0
for sample in "$@"; do
  bash "$sample" >"$out/$n.out" 2>"$out/$n.err"
  echo $? >"$out/$n.status"
  n=$((n + 1))
done
