// expect: SAFE
// state-space: finite
// Source: seqlock(N), "Awaiting for Godot" (000) Sec. V-A, Table I: a test of the Linux
//   kernel's seqlock; the paper gives no code (PLP finds the same pure loops as SAVER).
//   Decided here: thread 0 is the one writer (Linux serialises writers with a spinlock; one
//   writer needs none): in each of WRITES rounds it makes the sequence number odd, writes
//   the round number to both x and y, and makes it even again. Threads 1..N-1 are readers: wait until the sequence number s1 is even, read x
//   and y, re-read the sequence number s2, and retry while s2 != s1; a reader asserts that
//   the pair it returns is consistent (x == y).
//   WAIT 1: the even-wait becomes "s1 := seq; assume(s1 even)" and a retry (a pure
//   iteration: it writes only locals that are dead at the back edge) "assume(s2 == s1)";
//   WAIT 2: await(seq even) as one atomic load-await, and await(seq == s1).
// Papers report: Godot Table I, executions (complete+blocked): seqlock(3) GENMC Baseline
//   147+230, SAVER 9+83, NIDHUGG Baseline 147+230, PLP 9+83, PLP+Await 9+36, +IFAA 9+36;
//   seqlock(4) 87980+105123, 88+2805, 87980+104583, 88+2769, 88+729, 88+729.
// Parameters: N = threads (1 writer + N-1 readers), N >= 2, default 3; WRITES (write rounds
//   of the writer, default 1); WAIT (0 loops as written, 1 load + assume, 2 await;
//   default 0); LOOP_BOUND (iterations of each loop before the thread blocks; 0 =
//   unbounded; default N + 1, Godot's bound).
#ifndef N
#define N 3
#endif
#ifndef WRITES
#define WRITES 1
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

int seq;
int x, y;

/* load-await: blocks until *p is even, then returns it */
int __VERIFIER_atomic_load_await_even(int *p) {
  __VERIFIER_assume(*p % 2 == 0);
  return *p;
}

int read_begin(void) {
#if WAIT == 2
  return __VERIFIER_atomic_load_await_even(&seq);
#elif WAIT == 1
  int s = seq;
  __VERIFIER_assume(s % 2 == 0);
  return s;
#else
  int k = 0, s;
  do {
    BOUND(k);
    s = seq;
  } while (s % 2 != 0);
  return s;
#endif
}

void writer(void) {
  int w, s;
  for (w = 1; w <= WRITES; w++) {
    s = seq;
    seq = s + 1;
    x = w;
    y = w;
    seq = s + 2;
  }
}

void reader(void) {
  int s1, a, b;
#if WAIT != 2
  int s2;
#endif
#if WAIT == 2
  s1 = read_begin();
  a = x;
  b = y;
  __VERIFIER_assume(seq == s1);
#elif WAIT == 1
  s1 = read_begin();
  a = x;
  b = y;
  s2 = seq;
  __VERIFIER_assume(s2 == s1);
#else
  int k = 0;
  do {
    BOUND(k);
    s1 = read_begin();
    a = x;
    b = y;
    s2 = seq;
  } while (s2 != s1);
#endif
  __VERIFIER_assert(a == b);
}

void *thr(void *arg) {
  if ((long)arg == 0) {
    writer();
  } else {
    reader();
  }
  return 0;
}

int main(void) {
  pthread_t t[N];
  int i;
  for (i = 0; i < N; i++) {
    pthread_create(&t[i], 0, thr, (void *)(long)i);
  }
  for (i = 0; i < N; i++) {
    pthread_join(t[i], 0);
  }
  return 0;
}
