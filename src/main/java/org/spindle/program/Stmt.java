package org.spindle.program;

/**
 * The statement on a CFA edge. Each edge is one atomic step that touches at most one shared memory
 * cell (DESIGN.md, program model), except edges inside atomic sections.
 */
public sealed interface Stmt {

  record Assign(LValue target, Expr value) implements Stmt {
    @Override public String toString() { return target + " = " + value; }
  }

  /** Blocks unless cond != 0 (branch edges, __VERIFIER_assume, loop conditions). */
  record Assume(Expr cond) implements Stmt {
    @Override public String toString() { return "assume(" + cond + ")"; }
  }

  /**
   * Nondeterministic input of {@code type} (__VERIFIER_nondet_*, uninitialised locals, fresh heap
   * cells). {@code nondetFunction} names the {@code __VERIFIER_nondet_*} function whose return
   * value this is and {@code call} the position of that call (the function name), both null for
   * an uninitialised value: witnesses state such inputs as {@code \result} of that call.
   */
  record Havoc(LValue target, ScalarType type, String nondetFunction, SourcePos call) implements Stmt {
    /** An uninitialised value (no nondet call). */
    public Havoc(LValue target, ScalarType type) {
      this(target, type, null, null);
    }

    /** The same input stored into another place. */
    public Havoc withTarget(LValue t) {
      return new Havoc(t, type, nondetFunction, call);
    }

    @Override public String toString() { return target + " = nondet_" + type + "()"; }
  }

  /**
   * Every cell of {@code object} gets an arbitrary value of its cell type (an uninitialised local
   * too large for one Havoc per cell, D7). Engines must not enumerate the cells: the explicit
   * interpreter marks them undefined and draws a cell's value as an input when it is first read;
   * the SMT encoding gives the object a fresh, unconstrained SSA version.
   */
  record HavocObject(MemoryObject object) implements Stmt {
    @Override public String toString() { return object.name() + "[*] = nondet()"; }
  }

  /** Blocks while the mutex cell is non-zero; then stores owner thread id + 1. */
  record Lock(LValue mutex) implements Stmt {
    @Override public String toString() { return "lock(" + mutex + ")"; }
  }

  /** Stores 0 into the mutex cell. */
  record Unlock(LValue mutex) implements Stmt {
    @Override public String toString() { return "unlock(" + mutex + ")"; }
  }

  /**
   * Starts thread instance {@code child} (not started before). Writes the child id into
   * {@code handle} (nullable) and the value of {@code arg} into the child's parameter object
   * {@code childParam} (both nullable).
   */
  record Create(int child, LValue handle, Expr arg, MemoryObject childParam) implements Stmt {
    @Override public String toString() {
      return (handle == null ? "" : handle + " = ") + "create(T" + child + (arg == null ? "" : ", " + arg) + ")";
    }
  }

  /** Blocks until the thread whose id is the value of {@code thread} has exited. */
  record Join(Expr thread) implements Stmt {
    @Override public String toString() { return "join(" + thread + ")"; }
  }

  /** The executing thread exits (pthread_exit, return from the start routine). */
  record ThreadExit() implements Stmt {
    @Override public String toString() { return "thread_exit()"; }
  }

  /** The whole program ends without error (exit, abort, return from main). */
  record Terminate(String why) implements Stmt {
    @Override public String toString() { return why + "()"; }
  }

  /** Start of an atomic section: the thread runs alone until the matching AtomicEnd. */
  record AtomicBegin() implements Stmt {
    @Override public String toString() { return "atomic_begin"; }
  }

  record AtomicEnd() implements Stmt {
    @Override public String toString() { return "atomic_end"; }
  }

  /**
   * Reaching this edge is a property violation (reach_error, failed assert), unless {@code
   * boundReached}: then it is the creation of a thread beyond the --thread-bound of its pool (D13,
   * D44), or an allocation larger than the --alloc-bound (D50) or a recursive call deeper than the
   * --recursion-bound (D63); after those two the thread blocks for ever: in the real program it is
   * simply not scheduled again. Such a thread is real but dormant: it exists and is never scheduled. The edge is followed
   * by the write of {@link #DORMANT_HANDLE} into the creation's handle, and the run goes on. A join
   * of a dormant thread blocks for ever. A run that took such an edge can never support SAFE (the
   * dormant threads could run later): engines answer UNKNOWN (thread bound) for it unless they find
   * a real error, which such a run may reach. Engines that do not go past it (IMPACT) treat it as
   * the end of the path: if reachable, no SAFE.
   */
  record Error(String what, boolean boundReached) implements Stmt {
    /**
     * The handle value of a dormant thread (D44): not a thread id, the same for every dormant
     * thread. It fits every handle type of at least 32 bits (the lowering refuses narrower ones).
     */
    public static final long DORMANT_HANDLE = Integer.MAX_VALUE;

    /** Prefix of the {@code what} of a bound edge of a variable-size allocation (D50). */
    public static final String ALLOCATION_BOUND = "allocation bound";
    /** Prefix of the {@code what} of a bound edge of a recursive call too deep to inline (D63). */
    public static final String RECURSION_BOUND = "recursion bound";

    public Error(String what) {
      this(what, false);
    }

    /** True for the creation of a thread beyond its pool's bound (D44), not an allocation or recursion bound. */
    public boolean isThreadBound() {
      return boundReached && !stopsThread();
    }

    /**
     * A bound edge after which the thread is not scheduled again (an allocation, D50, or a
     * recursive call, D63, beyond its bound), as opposed to a thread bound's dormant creation.
     */
    public boolean stopsThread() {
      return boundReached && (what.startsWith(ALLOCATION_BOUND) || what.startsWith(RECURSION_BOUND));
    }

    /** The option whose larger value avoids this bound edge. */
    public String boundOption() {
      if (what.startsWith(RECURSION_BOUND)) return "--recursion-bound";
      return what.startsWith(ALLOCATION_BOUND) ? "--alloc-bound" : "--thread-bound";
    }

    @Override public String toString() { return (boundReached ? "bound: " : "error: ") + what; }
  }

  /** No effect; keeps CFA structure simple (joins of branches, loop heads). */
  record Nop() implements Stmt {
    @Override public String toString() { return "skip"; }
  }
}
