/**
 * Lowering of the typed C AST to the program model ({@link org.spindle.program.Program}).
 *
 * <p>Entry point: {@link org.spindle.frontend.lower.Lowering#lower}. Decisions worth knowing:
 *
 * <ul>
 *   <li>Threads: main is thread 0; every {@code pthread_create} site per inlining context is one
 *       thread instance, lowered with all calls inlined ({@code ThreadLowerer}). Creation sites
 *       inside {@code for} loops with constant bounds (at most 1000 iterations) are unrolled
 *       ({@code ForUnroller}). A creation site inside any other loop is a thread pool of K
 *       instances ({@link org.spindle.frontend.lower.LowerOptions}) guarded by a per-site counter
 *       local to the creating instance; the (K+1)-th creation is an Error edge marked
 *       bound-reached (docs/decisions.md D13). Allocation sites in such loops are allocation pools
 *       the same way ({@code SitePool}, D50). A creation or allocation site that can still run
 *       twice (on a goto cycle) is "unbounded thread creation" / "malloc in a loop" (UNKNOWN),
 *       checked on the final CFA.
 *   <li>Function pointers (D48): values are constants below the first object address; a call
 *       through a pointer branches over the functions it may hold ({@code IndirectCallLowerer}),
 *       any other value is undefined behaviour.
 *   <li>Variable-length arrays and malloc/calloc of a run-time size (D50): one object per element
 *       count 1..B ({@code SizedAllocation}); a larger size takes a bound edge.
 *   <li>Granularity: outside atomic sections every edge touches at most one shared cell (reads
 *       and writes counted; dereferences count as shared). Surplus shared reads are moved into
 *       thread-local temporaries innermost-first ({@code ThreadLowerer#fit}); temporaries are
 *       reused after each statement. Inside {@code __VERIFIER_atomic_*} sections (AtomicBegin /
 *       AtomicEnd edges) nothing is split.
 *   <li>Who lowers what: statements {@code StmtLowerer} (declarations of locals {@code
 *       DeclLowerer}); expressions {@code ExprLowerer}, with conditions and the branching
 *       operators ({@code &&}, {@code ||}, {@code ?:}) in {@code ConditionLowerer}; calls {@code
 *       CallLowerer} (inlining; recursion up to --recursion-bound activations then a bound edge,
 *       {@code RecursionBound},
 *       D63; library functions), with thread creation in {@code
 *       ThreadCreationLowerer}, joins in {@code JoinLowerer}, allocation in {@code AllocLowerer}
 *       and the other pthread synchronisation in {@code SyncLowerer} / {@code MutexLowerer}.
 *   <li>Read-only globals (never assigned, address never taken) and parameters that are never
 *       written and receive a constant are folded to constants; counters of unrolled loops are
 *       constants in each copy of the body.
 *   <li>Condition variables: {@code pthread_cond_wait(c, m)} is {@code unlock(m); lock(m)} (POSIX
 *       permits spurious wake-ups), so signal/broadcast have no effect. This over-approximates:
 *       lost-wakeup deadlocks are not detected. With {@code --cond-wakeups exact}, {@code
 *       CondLowerer} gives a condition variable a cell per thread instance: a signal wakes exactly
 *       one waiter, a broadcast all (D64).
 *   <li>Semaphores, read-write locks, barriers, {@code pthread_once}, trylock, spin locks and
 *       {@code pthread_self} ({@code SyncLowerer}, D57): Lock/Unlock and atomic sections that
 *       start with an Assume; glibc's return codes; mutex kinds (error-checking, recursive with a
 *       relock count, adaptive) and trylock/timedlock ({@code MutexLowerer}, D61), both built from
 *       {@code SyncSteps}; robust mutexes and non-default rwlock kinds UNKNOWN.
 *   <li>Pointers converted to integers ({@code PointerToIntegerCheck}, D58): UNKNOWN where the
 *       operand may hold an object's address (cells are not bytes), unless only its truth is used or the value is stored into a dead local.
 *   <li>GNU statement expressions are lowered in place; {@code Expr.ContainerOf} (the parser's
 *       {@code container_of}) is the member's address minus the member's cell offset (D60).
 *   <li>Uninitialised locals get a Havoc only where a read may precede the first write ({@code
 *       CfaFinisher}); more than 64 such cells, or a local whose address the thread takes (other
 *       threads may read it), get one whole-object HavocObject instead (D7); malloc'd cells are
 *       havocked at the allocation, calloc'd cells are zero.
 *   <li>Library calls without a model are UNKNOWN, except output and sleep functions listed in
 *       {@code Builtins.HARMLESS}, which cannot affect modelled memory and become no-ops.
 * </ul>
 */
package org.spindle.frontend.lower;
