// expect: UNSAFE
// state-space: finite
// Source: issue 17 §4 (D50), the unsafe variant of malloc_runtime_size.c: main assumes the two
// workers used different counters (counter n - 1 is 1), which fails for n = 1 (both inputs false):
// both workers then increment counter 0 (counts[1] would be out of bounds of the one-element
// object), and for n = 3, where counter 2 stays 0.
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
  __VERIFIER_assert(counts[n - 1] == 1);
  return 0;
}
