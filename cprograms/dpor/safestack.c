// expect: UNSAFE
// state-space: large
//   (finite, but beyond the exhaustive explicit search: over 4 million states without a
//   verdict; the bug was found by a depth-first search over visible steps, the schedule
//   under "witness" below)
// Source: safestack-XYZ(k), "Awaiting for Godot" (000) Sec. V-B: the lock-free SafeStack
//   from the CHESS forum (also in SCTBench and SV-COMP) with an ABA bug that needs at least
//   5 context switches; the digits give each thread's number of operations (alternately
//   pop, push, pop, ...), (k) the number of threads; the original harness is
//   safestack-444, safestack-331 is the smallest that exposes the bug. The paper prints no
//   code; the shape below is SEED-TARGETS A.2's description (written anew): three items
//   {Value, Next}, head = 0, count = 3, Next chain 0 -> 1 -> 2 -> -1. Pop retries while
//   count <= 1 (the last item can never be popped, so a harness with more pops than
//   items - 1 outstanding livelocks in pop: safestack-311 has no complete execution):
//   head1 := head; next1 := exchange(Next[head1], -1); if next1 >= 0, CAS head
//   head1 -> next1, and on success count -= 1 (fetch-and-add) and return head1, else put
//   next1 back with an exchange. Push(i): head1 := head; repeat Next[i] := head1 until a
//   compare-exchange of head from head1 to i succeeds (a failure reloads head1);
//   count += 1. After each pop a thread writes its index to the item's Value and asserts
//   it reads it back: two threads holding the same item (the ABA bug) can fail it.
//   safestack_bugfree.c includes this file with the shortened harnesses of Table II.
//   WAIT 1: a pop iteration that reads count <= 1, or whose exchange returned -1 (it wrote
//   -1 over -1), is pure and becomes an assume; WAIT 2: await(count > 1) and an
//   exchange-await on Next[head1] >= 0. Pop after a failed CAS and push after a failed
//   compare-exchange wrote memory, so those loops stay (LOOP_BOUND).
// Papers report: Godot Sec. V-B, safestack-331: GENMC (with or without SAVER) and baseline
//   NIDHUGG find nothing in more than 2000 hours; NIDHUGG with PLP + awaits + IFAA finds the
//   bug in 8 minutes after 2+2453474 traces; with the assertions commented out it ends in
//   24 minutes after 5772+8521721 traces. Table II numbers: see safestack_bugfree.c.
// Parameters: OPS0, OPS1, OPS2 = operations of threads 0, 1, 2 (0 = no such thread),
//   default 3, 3, 1 (safestack-331(3)); WAIT (0 loops as written, 1 load + assume, 2 await;
//   default 0); LOOP_BOUND (iterations of each loop before the thread blocks; 0 =
//   unbounded; default threads + 1, Godot's bound).
// witness: one thread id per visible step (T0 = main, T1..T3 = threads 0..2; each entry
//   runs that thread's local steps, then one shared access, atomic section, create, join,
//   exit or error); replays to the failing assertion at the default parameters (and with
//   LOOP_BOUND = 0):
//   0,0,0,1,1,1,2,2,2,2,2,2,3,2,2,3,1,1,1,1,1,1,2,2,2,2,2,2,2,1,2,2,2,2,2,3,1,1,1,
//   1,1,1,2,2,3,1,1,1,1,1,2,1,1,1,2,2,2,2,2,2,2,2,2,2,2,1,1
#ifndef OPS0
#define OPS0 3
#endif
#ifndef OPS1
#define OPS1 3
#endif
#ifndef OPS2
#define OPS2 1
#endif
#ifndef LOOP_BOUND
#define LOOP_BOUND (((OPS0 > 0) + (OPS1 > 0) + (OPS2 > 0)) + 1)
#endif
#define NIL (-1)
extern void reach_error(void);
extern void __VERIFIER_assume(int cond);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
typedef unsigned long pthread_t;
typedef union { char __size[24]; long __align; } pthread_mutex_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
extern int pthread_join(pthread_t thread, void **retval);
extern int pthread_mutex_lock(pthread_mutex_t *m);
extern int pthread_mutex_unlock(pthread_mutex_t *m);
void __VERIFIER_assert(int cond) { if (!cond) { reach_error(); } }

/* Waiting and loop bounds (README.md): WAIT 0 = spin and retry loops as written; WAIT 1 = what
   Partial Loop Purity elimination makes of them (an iteration that would be pure blocks the
   thread for good: load, then assume on the loaded value); WAIT 2 = PLP + awaits (the wait
   blocks until its condition holds: assume on the shared variable itself, or an atomic
   section that blocks). LOOP_BOUND > 0: every loop left runs its body at most LOOP_BOUND
   times, then blocks the thread for good, as an SMC tool's loop bound; 0 = unbounded. */
#ifndef WAIT
#define WAIT 0
#endif
#if LOOP_BOUND > 0
#define BOUND(k) { k = k + 1; __VERIFIER_assume(k <= LOOP_BOUND); }
#else
#define BOUND(k) { (void)(k); }
#endif

/* Read-modify-write operations as atomic sections (README.md, "Atomic operations"). */
int __VERIFIER_atomic_cas(int *p, int expected, int desired) {
  if (*p == expected) {
    *p = desired;
    return 1;
  }
  return 0;
}

int __VERIFIER_atomic_cmpxchg(int *p, int expected, int desired) {
  int old = *p;
  if (old == expected) *p = desired;
  return old;
}

int __VERIFIER_atomic_xchg(int *p, int v) {
  int old = *p;
  *p = v;
  return old;
}

int __VERIFIER_atomic_fetch_add(int *p, int d) {
  int old = *p;
  *p = old + d;
  return old;
}

/* exchange-await: blocks until *p >= 0, then exchanges v into it */
int __VERIFIER_atomic_xchg_await_nonneg(int *p, int v) {
  int old = *p;
  __VERIFIER_assume(old >= 0);
  *p = v;
  return old;
}

int Value[3];
int Next[3] = {1, 2, NIL};
int head = 0;
int count = 3;

int pop(void) {
  int k = 0, head1, next1;
#if WAIT == 1
  int c;
#endif
  for (;;) {
    BOUND(k);
#if WAIT == 2
    __VERIFIER_assume(count > 1);
#elif WAIT == 1
    c = count;
    __VERIFIER_assume(c > 1);
#else
    if (count <= 1) continue;
#endif
    head1 = head;
#if WAIT == 2
    next1 = __VERIFIER_atomic_xchg_await_nonneg(&Next[head1], NIL);
#else
    next1 = __VERIFIER_atomic_xchg(&Next[head1], NIL);
#if WAIT == 1
    __VERIFIER_assume(next1 >= 0);
#endif
#endif
    if (next1 >= 0) {
      if (__VERIFIER_atomic_cas(&head, head1, next1)) {
        __VERIFIER_atomic_fetch_add(&count, -1);
        return head1;
      }
      __VERIFIER_atomic_xchg(&Next[head1], next1);
    }
  }
}

void push(int i) {
  int k = 0, old;
  int head1 = head;
  for (;;) {
    BOUND(k);
    Next[i] = head1;
    old = __VERIFIER_atomic_cmpxchg(&head, head1, i);
    if (old == head1) break;
    head1 = old;
  }
  __VERIFIER_atomic_fetch_add(&count, 1);
}

void run(int idx, int ops) {
  int op, elem = NIL;
  for (op = 0; op < ops; op++) {
    if (op % 2 == 0) {
      elem = pop();
      Value[elem] = idx;
      __VERIFIER_assert(Value[elem] == idx);
    } else {
      push(elem);
    }
  }
}

void *thr0(void *arg) {
  run(0, OPS0);
  return 0;
}

void *thr1(void *arg) {
  run(1, OPS1);
  return 0;
}

void *thr2(void *arg) {
  run(2, OPS2);
  return 0;
}

int main(void) {
#if OPS0 > 0
  pthread_t t0;
#endif
#if OPS1 > 0
  pthread_t t1;
#endif
#if OPS2 > 0
  pthread_t t2;
#endif
#if OPS0 > 0
  pthread_create(&t0, 0, thr0, 0);
#endif
#if OPS1 > 0
  pthread_create(&t1, 0, thr1, 0);
#endif
#if OPS2 > 0
  pthread_create(&t2, 0, thr2, 0);
#endif
#if OPS0 > 0
  pthread_join(t0, 0);
#endif
#if OPS1 > 0
  pthread_join(t1, 0);
#endif
#if OPS2 > 0
  pthread_join(t2, 0);
#endif
  return 0;
}
