// expect: SAFE
// state-space: finite
// Source: Lamport's bakery algorithm, two threads (ids 0 and 1 passed as thread
// arguments), each entering the critical section twice; tickets stay bounded (<= 4).
// Doorway: choosing[i] = 1; number[i] = number[j] + 1 (the max of the others, own is 0);
// choosing[i] = 0. Then wait until j is not choosing, and until j has no ticket or
// (number[j], j) > (number[i], i).
// Why safe: the classic bakery argument -- the `choosing` wait guarantees that a thread
// which compares tickets sees the other's final ticket of the current doorway, and the
// lexicographic order on (ticket, id) is total, so only one of two waiters can pass.
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
int choosing[2];
int number[2];
int incs;

void *thr(void *arg) {
  int i = (int)(long)arg;
  int j = 1 - i;
  int k, t, nj, ni, cj;
  for (k = 0; k < 2; k++) {
    choosing[i] = 1;
    t = number[j];
    number[i] = t + 1;
    choosing[i] = 0;
    cj = 1;
    while (cj == 1) { cj = choosing[j]; }
    while (1) {
      nj = number[j];
      if (nj == 0) break;
      ni = number[i];
      if (nj > ni || (nj == ni && j > i)) break;
    }
    incs = incs + 1;
    __VERIFIER_assert(incs == 1);
    incs = incs - 1;
    number[i] = 0;
  }
  return 0;
}

int main(void) {
  pthread_t t0, t1;
  pthread_create(&t0, 0, thr, (void *)0);
  pthread_create(&t1, 0, thr, (void *)1);
  pthread_join(t0, 0);
  pthread_join(t1, 0);
  return 0;
}
