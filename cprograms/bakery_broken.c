// expect: UNSAFE
// state-space: finite
// Source: Lamport's bakery algorithm (as bakery.c) WITHOUT the `choosing` flags.
// Bug: T0 reads number[1] == 0 (computes ticket 1) but has not stored it yet; T1 reads
// number[0] == 0, stores ticket 1, sees number[0] == 0 and enters. T0 stores ticket 1,
// sees (1, id 1) > (1, id 0) and enters too: `incs` becomes 2. Tickets bounded -> finite.
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
int number[2];
int incs;

void *thr(void *arg) {
  int i = (int)(long)arg;
  int j = 1 - i;
  int k, t, nj, ni;
  for (k = 0; k < 2; k++) {
    t = number[j];
    number[i] = t + 1;
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
