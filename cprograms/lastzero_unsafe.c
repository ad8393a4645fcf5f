// expect: UNSAFE
// state-space: finite
// Source: Last Zero (as lastzero.c, N = 3), but main asserts that the values form the
// chain 1, 2, 3, i.e. array[3] == 3 after all joins.
// Bug: writer 3 can run first and read array[2] == 0, leaving array[3] == 1. Finite.
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
int array[4];
int lastzero;

void *reader(void *arg) {
  int i = 3;
  int v = array[i];
  while (v != 0) {
    i = i - 1;
    v = array[i];
  }
  lastzero = i;
  return 0;
}

void *writer(void *arg) {
  int j = (int)(long)arg;
  int t = array[j - 1];
  array[j] = t + 1;
  return 0;
}

int main(void) {
  pthread_t t[4];
  int j, v;
  pthread_create(&t[0], 0, reader, 0);
  for (j = 1; j <= 3; j++) {
    pthread_create(&t[j], 0, writer, (void *)(long)j);
  }
  for (j = 0; j <= 3; j++) {
    pthread_join(t[j], 0);
  }
  v = array[3];
  __VERIFIER_assert(v == 3);
  return 0;
}
