// expect: SAFE
// state-space: finite
// Source: a counter barrier with spinning (cf. the "barrier" row of thesis Table 4.1),
// 3 threads. Phase 1: thread tid writes data[tid] = tid + 1. Barrier: increment `count`
// under a mutex, then spin until count == 3. Phase 2: read all data entries.
// Why safe: a thread leaves the spin loop only when count == 3, i.e. after all three
// threads incremented, and each thread wrote its data entry before incrementing; so
// phase 2 reads 1, 2, 3. The spin loop does not change state -> finite.
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
int data[3];
int count;
pthread_mutex_t m;

void *thr(void *arg) {
  int tid = (int)(long)arg;
  int c, k, d;
  data[tid] = tid + 1;
  pthread_mutex_lock(&m);
  c = count;
  count = c + 1;
  pthread_mutex_unlock(&m);
  while (count != 3) { }
  for (k = 0; k < 3; k++) {
    d = data[k];
    __VERIFIER_assert(d == k + 1);
  }
  return 0;
}

int main(void) {
  pthread_t t[3];
  int i;
  for (i = 0; i < 3; i++) {
    pthread_create(&t[i], 0, thr, (void *)(long)i);
  }
  for (i = 0; i < 3; i++) {
    pthread_join(t[i], 0);
  }
  return 0;
}
