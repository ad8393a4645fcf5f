// expect: SAFE
// state-space: finite
// Source: twalock(N), "Awaiting for Godot" (000) Sec. V-A, Table I: a lock-algorithm mock-up
//   (as ttaslock, based on but not the same as SAVER's); SEED-TARGETS A.2: TWA = ticket lock
//   with a waiting array (Dice and Kogan). The paper gives no code. Decided here, from the
//   TWA idea: lock = take a ticket with fetch-and-add on `ticket`; if `grant` is more than
//   THRESHOLD tickets behind, wait long-term on the waiting-array slot wa[ticket % WA_SIZE]
//   (read the slot, re-read grant, and if still far, wait until the slot changes), then
//   wait short-term until grant == ticket. Unlock = grant := grant + 1, then fetch-and-add 1
//   on the slot of the ticket THRESHOLD places behind the new grant, waking its long-term
//   waiter (and the others hashed there, which re-check). Threads take the lock once around
//   a non-atomic counter increment; main joins all and asserts counter == N.
//   WAIT 1 / 2 turn the two waits into load + assume / awaits (await(wa[h] != seen),
//   await(grant == ticket)); the long-term loop itself is not pure (it re-reads the slot),
//   so it stays, bounded by LOOP_BOUND.
// Papers report: Godot Table I, executions (complete+blocked): twalock(3) GENMC Baseline
//   96+90, SAVER 96+90, NIDHUGG Baseline 96+90, PLP 96+90, PLP+Await 96, +IFAA 96;
//   twalock(4) 6144+7224, 6144+7224, 6144+7224, 6144+7224, 6144, 6144 ("awaits remove all
//   blocked executions").
// Parameters: N = threads, N >= 1, default 3; THRESHOLD (tickets ahead that wait short-term,
//   default 1); WA_SIZE (waiting-array slots, default 2, so tickets share slots); WAIT (0
//   loops as written, 1 load + assume, 2 await; default 0); LOOP_BOUND (iterations of each
//   loop before the thread blocks; 0 = unbounded; default N + 1, Godot's bound).
#ifndef N
#define N 3
#endif
#ifndef THRESHOLD
#define THRESHOLD 1
#endif
#ifndef WA_SIZE
#define WA_SIZE 2
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
int __VERIFIER_atomic_fetch_add(int *p, int d) {
  int old = *p;
  *p = old + d;
  return old;
}

int ticket; /* next ticket to hand out */
int grant;  /* ticket now served */
int wa[WA_SIZE];
int counter;

/* wait until wa[h] != seen */
void await_slot_change(int h, int seen) {
#if WAIT == 2
  __VERIFIER_assume(wa[h] != seen);
#elif WAIT == 1
  int a = wa[h];
  __VERIFIER_assume(a != seen);
#else
  int k = 0, a;
  do {
    BOUND(k);
    a = wa[h];
  } while (a == seen);
#endif
}

/* wait until grant == tx */
void await_grant(int tx) {
#if WAIT == 2
  __VERIFIER_assume(grant == tx);
#elif WAIT == 1
  int a = grant;
  __VERIFIER_assume(a == tx);
#else
  int k = 0, a;
  do {
    BOUND(k);
    a = grant;
  } while (a != tx);
#endif
}

void twa_lock(void) {
  int tx = __VERIFIER_atomic_fetch_add(&ticket, 1);
  int g = grant;
  int h = tx % WA_SIZE;
  int k = 0, seen;
  if (tx - g > THRESHOLD) {
    for (;;) {
      BOUND(k);
      seen = wa[h];
      g = grant;
      if (tx - g <= THRESHOLD) break;
      await_slot_change(h, seen);
    }
  }
  await_grant(tx);
}

void twa_unlock(void) {
  int k = grant + 1;
  grant = k;
  __VERIFIER_atomic_fetch_add(&wa[(k + THRESHOLD) % WA_SIZE], 1);
}

void *thr(void *arg) {
  int t;
  twa_lock();
  t = counter;
  counter = t + 1;
  twa_unlock();
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
