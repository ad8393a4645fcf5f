// expect: SAFE
// state-space: finite
// Source: thesis Fig. 4.10 (a program with a deadlock). T1 loops: lock(m1); lock(m2);
// critical section; unlock(m2); unlock(m1). T2 loops: lock(m2); lock(m1); critical
// section; unlock(m2); unlock(m1).
// Expected SAFE: the program CAN deadlock (T1 holds m1 and waits for m2 while T2 holds m2
// and waits for m1), but a deadlock is not a reach_error violation. Inside the critical
// section a thread holds both mutexes, so its write of `owner` cannot be overwritten
// before its assertion. Bounded -> finite.
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
pthread_mutex_t m1, m2;
int owner;

void *thr1(void *arg) {
  int o;
  while (1) {
    pthread_mutex_lock(&m1);
    pthread_mutex_lock(&m2);
    owner = 1;
    o = owner;
    __VERIFIER_assert(o == 1);
    pthread_mutex_unlock(&m2);
    pthread_mutex_unlock(&m1);
  }
  return 0;
}

void *thr2(void *arg) {
  int o;
  while (1) {
    pthread_mutex_lock(&m2);
    pthread_mutex_lock(&m1);
    owner = 2;
    o = owner;
    __VERIFIER_assert(o == 2);
    pthread_mutex_unlock(&m2);
    pthread_mutex_unlock(&m1);
  }
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, thr1, 0);
  pthread_create(&t2, 0, thr2, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return 0;
}
