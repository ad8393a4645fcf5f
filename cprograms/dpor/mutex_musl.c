// expect: SAFE
// state-space: finite
// Source: mutex-musl(N), "Awaiting for Godot" (000) Sec. V-A, Table I: "the mutex algorithm
//   used in the musl C standard library"; the paper gives no code and no harness. Written
//   here from the design of musl's internal lock (__lock/__unlock, written anew, not
//   copied): one lock word l = (LOCKED if held) + (number of threads in or waiting for the
//   critical section), LOCKED = INT_MIN. lock: CAS 0 -> LOCKED+1 (fast path); else up to
//   SPINS times CAS "the word as it will be once unlocked" -> that + LOCKED + 1; else count
//   oneself in with fetch-and-add 1 and loop: while the word is locked, futex-wait on its
//   value, then CAS the expected unlocked value -> value + LOCKED. unlock: fetch-and-add
//   -(LOCKED+1) (clears LOCKED, counts oneself out); a wake-up is sent if others are counted.
//   The futex is modelled as "wait until the word differs from the value given" (futex_wait
//   returns at once if it differs; a wake-up follows every change that matters here), and
//   futex_wake as nothing. N threads take the lock once around a non-atomic counter
//   increment; main joins all and asserts counter == N.
//   WAIT 1 / 2 turn the futex wait into load + assume / await(*l != v); the spin and main
//   loops are left (a failed CAS there reloads the expected value, which the next iteration
//   uses), bounded by LOOP_BOUND.
// Papers report: Godot Table I, executions (complete+blocked): mutex-musl(2) GENMC Baseline
//   20+2, SAVER 20+2, NIDHUGG Baseline 20+2, PLP 20+2, PLP+Await 20, +IFAA 20;
//   mutex-musl(3) 136728+12834, 136728+12834, 25146+93000, 25146+93000, 25146+81972,
//   +IFAA 14736+36846 ("IFAA almost halves the executions").
// Parameters: N = threads, N >= 1, default 2; SPINS (CAS attempts of the spin phase, musl
//   uses 10; default 10); WAIT (0 loops as written, 1 load + assume, 2 await; default 0);
//   LOOP_BOUND (iterations of each loop before the thread blocks; 0 = unbounded; default
//   N + 1, Godot's bound).
#ifndef N
#define N 2
#endif
#ifndef SPINS
#define SPINS 10
#endif
#ifndef LOOP_BOUND
#define LOOP_BOUND (N + 1)
#endif
#define LOCKED (-2147483647 - 1)
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
int __VERIFIER_atomic_cmpxchg(int *p, int expected, int desired) {
  int old = *p;
  if (old == expected) *p = desired;
  return old;
}

int __VERIFIER_atomic_fetch_add(int *p, int d) {
  int old = *p;
  *p = old + d;
  return old;
}

int lockword;
int counter;

/* futex_wait(l, v): returns once *l != v */
void futex_wait(int *l, int v) {
#if WAIT == 2
  __VERIFIER_assume(*l != v);
#elif WAIT == 1
  int a = *l;
  __VERIFIER_assume(a != v);
#else
  int k = 0, a;
  do {
    BOUND(k);
    a = *l;
  } while (a == v);
#endif
}

void musl_lock(int *l) {
  int current, val, i, k = 0;
  current = __VERIFIER_atomic_cmpxchg(l, 0, LOCKED + 1);
  if (current == 0) return;
  for (i = 0; i < SPINS; i++) {
    /* expect the word as the holder's unlock will leave it */
    if (current < 0) current = current - (LOCKED + 1);
    val = __VERIFIER_atomic_cmpxchg(l, current, LOCKED + (current + 1));
    if (val == current) return;
    current = val;
  }
  current = __VERIFIER_atomic_fetch_add(l, 1) + 1;
  for (;;) {
    BOUND(k);
    if (current < 0) {
      futex_wait(l, current);
      current = current - (LOCKED + 1);
    }
    val = __VERIFIER_atomic_cmpxchg(l, current, LOCKED + current);
    if (val == current) return;
    current = val;
  }
}

void musl_unlock(int *l) {
  int v = *l;
  if (v < 0) {
    /* clears LOCKED and counts the holder out; futex_wake for others is not modelled */
    __VERIFIER_atomic_fetch_add(l, -(LOCKED + 1));
  }
}

void *thr(void *arg) {
  int t;
  musl_lock(&lockword);
  t = counter;
  counter = t + 1;
  musl_unlock(&lockword);
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
  __VERIFIER_assert(lockword == 0);
  return 0;
}
