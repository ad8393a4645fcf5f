// expect: UNSAFE
// state-space: finite
// Source: the counter barrier of barrier.c with an off-by-one wait: spin until
// count >= 2 instead of count == 3.
// Bug: threads 0 and 1 write their data and increment (count == 2); thread 0 leaves the
// barrier and reads data[2] == 0 before thread 2 wrote it: assertion fails. Finite.
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
  while (count < 2) { }
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
