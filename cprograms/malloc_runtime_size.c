// expect: SAFE
// state-space: finite
// Source: issue 17 §4 (D50): calloc and malloc of a size known only at run time. main allocates
// n counters (n = 1, 2 or 3 from two inputs) with calloc, and n results with malloc; worker i
// (i = 0, 1) adds 1 to counter i % n under a mutex. After the joins the counters sum to 2 and
// counter 0 is 2 exactly when n = 1. The malloc'd cells are written before they are read.
extern void reach_error(void);
extern _Bool __VERIFIER_nondet_bool(void);
extern void *malloc(unsigned long size);
extern void *calloc(unsigned long count, unsigned long size);
typedef unsigned long pthread_t;
typedef union { char size[24]; long align; } pthread_mutex_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
extern int pthread_join(pthread_t thread, void **retval);
extern int pthread_mutex_lock(pthread_mutex_t *m);
extern int pthread_mutex_unlock(pthread_mutex_t *m);
void __VERIFIER_assert(int cond) { if (!cond) { reach_error(); } }
pthread_mutex_t m;
int *counts;
int n;

void *worker(void *arg) {
  long i = (long)arg;
  pthread_mutex_lock(&m);
  counts[i % n] = counts[i % n] + 1;
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t t0, t1;
  n = 1 + __VERIFIER_nondet_bool() + __VERIFIER_nondet_bool();
  counts = calloc(n, sizeof(int));
  int *res = malloc(n * sizeof(int));
  pthread_create(&t0, 0, worker, (void *)0);
  pthread_create(&t1, 0, worker, (void *)1);
  pthread_join(t0, 0);
  pthread_join(t1, 0);
  int sum = 0;
  for (int i = 0; i < n; i++) {
    res[i] = counts[i];
    sum = sum + res[i];
  }
  __VERIFIER_assert(sum == 2);
  __VERIFIER_assert((counts[0] == 2) == (n == 1));
  return 0;
}
