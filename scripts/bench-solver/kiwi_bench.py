#!/usr/bin/python3
"""kiwisolver (a C++ Cassowary, Debian python3-kiwisolver) on the Auto Layout screen of infowindow-bench.

Reads the solver system infowindow-bench wrote (--solver-system FILE: variables, constraints, the
toggled constraint, our solution), solves the same constraints the same ways and prints medians in
microseconds beside ours: a full solve (add every constraint, update the variables) and one constant
changed (kiwisolver has no constant edit: remove the constraint, add it with the new constant).
Debian's python3 is the one with the module (/usr/bin/python3). Usage: kiwi_bench.py SYSTEM.json [runs]
"""
import json
import statistics
import sys
import time

try:
    import kiwisolver as kiwi
except ImportError:
    sys.exit("kiwi_bench: kiwisolver is missing (apt-get install python3-kiwisolver; run with /usr/bin/python3)")

if len(sys.argv) < 2:
    sys.exit(__doc__)
runs = int(sys.argv[2]) if len(sys.argv) > 2 else 201
with open(sys.argv[1]) as f:
    system = json.load(f)

variables = [kiwi.Variable(name) for name in system["variables"]]
# kiwisolver weighs strengths (strong 10^6, medium 10^3, weak 1) where ours are lexicographic; the
# screen's three optional priorities map to those three, which orders them the same way here.
optional = sorted({int(c["priority"]) for c in system["constraints"] if c["priority"] < 1000}, reverse=True)
if len(optional) > 3:
    sys.exit(f"kiwi_bench: {len(optional)} optional priorities; kiwisolver's named strengths are three")
names = dict(zip(optional, ["strong", "medium", "weak"]))
names[1000] = "required"


def make(item, constant=None):
    expression = sum(coefficient * variables[int(index)] for index, coefficient in item["terms"])
    expression = expression + (item["constant"] if constant is None else constant)
    op = item["op"]
    constraint = expression == 0 if op == "==" else expression <= 0 if op == "<=" else expression >= 0
    return constraint | names[int(item["priority"])]


constraints = [make(item) for item in system["constraints"]]


def median_us(body, warmup=10):
    samples = []
    for run in range(runs + warmup):
        start = time.perf_counter()
        body()
        if run >= warmup:
            samples.append((time.perf_counter() - start) * 1e6)
    return statistics.median(samples)


def full_solve():
    solver = kiwi.Solver()
    for constraint in constraints:
        solver.addConstraint(constraint)
    solver.updateVariables()


full = median_us(full_solve)
solver = kiwi.Solver()
for constraint in constraints:
    solver.addConstraint(constraint)
solver.updateVariables()
difference = max(abs(v.value() - s) for v, s in zip(variables, system["solution"]))

change = system["change"]
index = change["constraint"]
variants = [make(system["constraints"][index], c) for c in change["constants"]]
solver.removeConstraint(constraints[index])
current = [variants[0]]
solver.addConstraint(current[0])
toggle = [0]


def remove_add():
    toggle[0] ^= 1
    solver.removeConstraint(current[0])
    current[0] = variants[toggle[0]]
    solver.addConstraint(current[0])
    solver.updateVariables()


changed = median_us(remove_add)


def calls_only():
    for constraint in constraints:
        solver.hasConstraint(constraint)


overhead = median_us(calls_only)
print(f"kiwisolver {kiwi.__version__} on the same screen: {len(variables) // 4} views, {len(constraints)} constraints, "
      f"median of {runs} runs")
print(f"  kiwi_solve_us      {full:9.1f}   add all + updateVariables")
print(f"  kiwi_constant_us   {changed:9.2f}   one constant changed: removeConstraint + addConstraint + updateVariables")
print(f"  (Python's call overhead, {len(constraints)} hasConstraint calls: {overhead:.1f} µs; "
      f"largest difference from our solution: {difference:.2g} pt)")
