// expect: SAFE
// state-space: finite
// Source: ttaslock(N), "Awaiting for Godot" (000) Sec. V-A, Table I: a test-and-test-and-set
//   lock; Godot's is a mock-up "based on, but not the same as" SAVER's benchmark, whose
//   source could not be shared; the paper gives no code. Decided here: N threads each take
//   the lock once around a non-atomic increment of a shared counter (read, then write);
//   lock = spin until the lock word reads 0, then exchange 1 into it, retrying while the
//   exchange returns 1; unlock = store 0. Main joins all and asserts counter == N (a lost
//   update would show two threads in the critical section).
//   WAIT 1: the spin becomes "a := lock; assume(a == 0)" and a failed exchange (it wrote 1
//   over 1, a pure iteration by PLP's rule for exchange) "assume(old == 0)"; WAIT 2: the
//   spin becomes await(lock == 0) and the exchange an exchange-await (an atomic section
//   that blocks until lock == 0, then writes 1).
// Papers report: Godot Table I, executions (complete+blocked): ttaslock(3) GENMC Baseline
//   162+183, SAVER 162+183, NIDHUGG Baseline 162+183, PLP 36+81, PLP+Await 36, +IFAA 36;
//   ttaslock(4) 20760+29440, 20760+29440, 20760+29440, 576+2308, 576, 576.
// Parameters: N = threads, N >= 1, default 3; WAIT (0 loops as written, 1 load + assume,
//   2 await; default 0); LOOP_BOUND (iterations of each spin and retry loop before the
//   thread blocks; 0 = unbounded; default N + 1, Godot's "one greater than the number of
//   threads").
#ifndef N
#define N 3
#endif
#ifndef LOOP_BOUND
#define LOOP_BOUND (N + 1)
#endif
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
int __VERIFIER_atomic_xchg(int *p, int v) {
  int old = *p;
  *p = v;
  return old;
}

/* exchange-await: blocks until *p == expected, then stores v (Godot's xchgawait) */
void __VERIFIER_atomic_xchg_await(int *p, int expected, int v) {
  __VERIFIER_assume(*p == expected);
  *p = v;
}

int lock;
int counter;

void ttas_lock(void) {
#if WAIT == 2
  __VERIFIER_assume(lock == 0);
  __VERIFIER_atomic_xchg_await(&lock, 0, 1);
#elif WAIT == 1
  int a = lock;
  __VERIFIER_assume(a == 0);
  a = __VERIFIER_atomic_xchg(&lock, 1);
  __VERIFIER_assume(a == 0);
#else
  int tries = 0, spins, a;
  for (;;) {
    BOUND(tries);
    spins = 0;
    do {
      BOUND(spins);
      a = lock;
    } while (a != 0);
    a = __VERIFIER_atomic_xchg(&lock, 1);
    if (a == 0) break;
  }
#endif
}

void ttas_unlock(void) {
  lock = 0;
}

void *thr(void *arg) {
  int t;
  ttas_lock();
  t = counter;
  counter = t + 1;
  ttas_unlock();
  return 0;
}

int main(void) {
  pthread_t t[N];
  int i;
  for (i = 0; i < N; i++) {
    pthread_create(&t[i], 0, thr, 0);
  }
  for (i = 0; i < N; i++) {
    pthread_join(t[i], 0);
  }
  __VERIFIER_assert(counter == N);
  return 0;
}
