// expect: SAFE
// state-space: finite
// Source: treiber-stack(N), "Awaiting for Godot" (000) Sec. V-A, Table I: a test of the
//   lock-free Treiber stack; the paper gives no code and no harness. Decided here: nodes are
//   array cells (no allocation in a loop), NIL = -1; push(i): read top into h, next[i] := h,
//   CAS top h -> i, retry on failure; pop: read top into h, return NIL if h is NIL, read
//   n := next[h], CAS top h -> n, retry on failure. Thread i pushes its own node i, then
//   pops once; every node is pushed once, so there is no ABA. Main joins all and asserts
//   that no pop found the stack empty (before each pop, at least one pushed node is left),
//   that the popped nodes are distinct, and that the stack is then empty.
//   WAIT 1: a failed pop CAS (a pure iteration: it wrote nothing) becomes "assume(CAS
//   succeeded)"; WAIT 2: a CAS-await (an atomic section that blocks until top == h, then
//   writes n). A failed push iteration wrote next[i], so that loop stays (LOOP_BOUND).
// Papers report: Godot Table I, executions (complete+blocked): treiber-stack(3) GENMC
//   Baseline 426, SAVER 274+80, NIDHUGG Baseline 426, PLP 274+80, PLP+Await 274+60, +IFAA
//   274+60; treiber-stack(4) 1546168+9216, 250088+167916, 1546168+9216, 250088+167916,
//   250088+90896, 250088+90896.
// Parameters: N = threads, N >= 1, default 2; WAIT (0 loops as written, 1 load + assume,
//   2 await; default 0); LOOP_BOUND (iterations of each retry loop before the thread
//   blocks; 0 = unbounded; default N + 1, Godot's bound).
#ifndef N
#define N 2
#endif
#ifndef LOOP_BOUND
#define LOOP_BOUND (N + 1)
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

/* CAS-await: blocks until *p == expected, then stores desired */
void __VERIFIER_atomic_cas_await(int *p, int expected, int desired) {
  __VERIFIER_assume(*p == expected);
  *p = desired;
}

int top = NIL;
int next[N];
int popped[N];

void push(int i) {
  int k = 0, h;
  for (;;) {
    BOUND(k);
    h = top;
    next[i] = h;
    if (__VERIFIER_atomic_cas(&top, h, i)) break;
  }
}

int pop(void) {
  int h, n;
#if WAIT == 2
  h = top;
  if (h == NIL) return NIL;
  n = next[h];
  __VERIFIER_atomic_cas_await(&top, h, n);
#elif WAIT == 1
  h = top;
  if (h == NIL) return NIL;
  n = next[h];
  __VERIFIER_assume(__VERIFIER_atomic_cas(&top, h, n));
#else
  int k = 0;
  for (;;) {
    BOUND(k);
    h = top;
    if (h == NIL) return NIL;
    n = next[h];
    if (__VERIFIER_atomic_cas(&top, h, n)) break;
  }
#endif
  return h;
}

void *thr(void *arg) {
  int i = (int)(long)arg;
  push(i);
  popped[i] = pop();
  return 0;
}

int main(void) {
  pthread_t t[N];
  int i, j, a, b;
  for (i = 0; i < N; i++) {
    pthread_create(&t[i], 0, thr, (void *)(long)i);
  }
  for (i = 0; i < N; i++) {
    pthread_join(t[i], 0);
  }
  for (i = 0; i < N; i++) {
    a = popped[i];
    __VERIFIER_assert(a != NIL);
    for (j = i + 1; j < N; j++) {
      b = popped[j];
      __VERIFIER_assert(a != b);
    }
  }
  __VERIFIER_assert(top == NIL);
  return 0;
}
