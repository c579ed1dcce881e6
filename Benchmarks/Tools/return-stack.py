# How deep one operation of case 13's observed sides calls, and how many of its returns a
# processor's return stack would mispredict: a gdb script, run on a release build of the
# benchmarks stripped of debug information (gdb would show inlined code as frames):
#
#     cp Benchmarks/.build/release/mvi-benchmarks /tmp/b && strip -g /tmp/b
#     SIDE=rows-store gdb -q -batch -x Benchmarks/Tools/return-stack.py /tmp/b
#
# It runs `--observed-side SIDE 400`, stops in `observedStep` after WARMUP operations (150), then
# executes STEPS operations (2) one instruction at a time, following every call and return. A
# return stack of N entries predicts a return to where the latest call it still holds was made
# from, and forgets the oldest call when a call finds it full; a return it predicts wrong costs a
# pipeline flush. It prints, for the last operation: the deepest call below `observedStep`, the
# calls made, the mispredicted returns for several sizes (the machine of Performance.md behaves
# as one of about 30), and the functions on the stack at the deepest point, innermost first.
import os
import re

import gdb

SIZES = (16, 24, 28, 30, 32, 36, 40)


def step_symbols():
    """`observedStep` and the copies the optimizer made of it for each side's closure."""
    listing = gdb.execute("info functions observedStep", to_string=True)
    entries = sorted(set(re.findall(r"(\$s\d+mvi_benchmarks12observedStep\S*)", listing)))
    if not entries:
        raise gdb.GdbError("no function named observedStep: is this the benchmarks' binary?")
    return entries


def register(name):
    return int(gdb.parse_and_eval("$" + name)) & 0xFFFFFFFFFFFFFFFF


def push(stacks, address):
    for size, stack in stacks.items():
        stack.append(address)
        if len(stack) > size:
            del stack[0]


def trace(stacks):
    """Follows one operation from the entry of `observedStep` to its return."""
    architecture = gdb.selected_frame().architecture()
    depth, deepest, calls = 0, 0, 0
    missed = {size: 0 for size in SIZES}
    frames = []
    while True:
        pc = register("pc")
        instruction = architecture.disassemble(pc)[0]
        mnemonic = instruction["asm"].split()[0]
        gdb.execute("stepi", to_string=True)
        if mnemonic.startswith("call"):
            calls += 1
            depth += 1
            push(stacks, pc + instruction["length"])
            if depth > deepest:
                deepest = depth
                frames, frame = [], gdb.selected_frame()
                while frame is not None and len(frames) <= depth:
                    frames.append(str(frame.name()))
                    frame = frame.older()
        elif mnemonic.startswith("ret"):
            target = register("pc")
            for size, stack in stacks.items():
                if not stack or stack.pop() != target:
                    missed[size] += 1
            if depth == 0:
                return deepest, calls, missed, frames
            depth -= 1


def main():
    side = os.environ.get("SIDE", "rows-store")
    warmup = int(os.environ.get("WARMUP", "150"))
    steps = int(os.environ.get("STEPS", "2"))
    gdb.execute("set pagination off")
    gdb.execute("set confirm off")
    breakpoints = [gdb.Breakpoint("*'%s'" % name) for name in step_symbols()]
    gdb.execute("run --observed-side %s 400 > /dev/null" % side, to_string=True)
    if not any(breakpoint.hit_count > 0 for breakpoint in breakpoints):
        raise gdb.GdbError(
            "no operation ran: SIDE must be model, store, rows-model, rows-store or "
            "rows-store-unobserved (it was %r)" % side)
    for breakpoint in breakpoints:
        breakpoint.enabled = breakpoint.hit_count > 0
    gdb.execute("ignore %d %d" % (next(b.number for b in breakpoints if b.enabled), warmup), to_string=True)
    gdb.execute("continue", to_string=True)
    # The simulated return stacks start as the real stack: the callers' return addresses,
    # outermost first, and the return into `observedStep`'s caller on top.
    stacks = {size: [] for size in SIZES}
    callers, frame = [], gdb.selected_frame().older()
    while frame is not None:
        callers.append(int(frame.pc()))
        frame = frame.older()
    for address in reversed(callers[1:]):
        push(stacks, address)
    for step in range(steps):
        if step > 0:
            gdb.execute("continue", to_string=True)
        push(stacks, int(gdb.parse_and_eval("*(unsigned long *)$sp")))
        deepest, calls, missed, frames = trace(stacks)
    print("side %s, operation %d of %d traced" % (side, steps, steps))
    print("deepest call below observedStep: %d; calls: %d" % (deepest, calls))
    print("mispredicted returns: " + ", ".join("%d with %d entries" % (missed[s], s) for s in SIZES))
    print("the stack at the deepest call, innermost first:")
    for name in frames:
        print("  " + name)
    gdb.execute("kill")


main()
