// expect: SAFE
// state-space: finite
// Source: thread-specific data (pthread_key_create/getspecific/setspecific), after the pattern of
// SV-COMP pthread-divine/tls_basic. Two keys; main and two workers each store their own values.
// Safe: a key's value is per thread and starts out NULL in every thread, also in a thread created
// after main stored a value; no thread ever sees another thread's value, whatever the interleaving.
// The shared counter `done` is incremented under a lock so each worker's check runs concurrently.
extern void reach_error(void);
typedef unsigned long pthread_t;
typedef unsigned int pthread_key_t;
typedef union { char __size[40]; long __align; } pthread_mutex_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
extern int pthread_join(pthread_t thread, void **retval);
extern int pthread_mutex_lock(pthread_mutex_t *m);
extern int pthread_mutex_unlock(pthread_mutex_t *m);
extern int pthread_key_create(pthread_key_t *key, void (*destructor)(void *));
extern int pthread_key_delete(pthread_key_t key);
extern void *pthread_getspecific(pthread_key_t key);
extern int pthread_setspecific(pthread_key_t key, const void *value);
void __VERIFIER_assert(int cond) { if (!cond) { reach_error(); } }
pthread_key_t k1, k2;
pthread_mutex_t m;
int done;

void *worker(void *arg) {
  long id = (long)arg;
  __VERIFIER_assert(pthread_getspecific(k1) == 0);
  __VERIFIER_assert(pthread_getspecific(k2) == 0);
  pthread_setspecific(k1, (void *)id);
  pthread_setspecific(k2, (void *)(id + 10));
  long a = (long)pthread_getspecific(k1);
  long b = (long)pthread_getspecific(k2);
  __VERIFIER_assert(a == id);
  __VERIFIER_assert(b == id + 10);
  pthread_mutex_lock(&m);
  int d = done;
  done = d + 1;
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  int r = pthread_key_create(&k1, 0);
  __VERIFIER_assert(r == 0);
  r = pthread_key_create(&k2, 0);
  __VERIFIER_assert(r == 0);
  __VERIFIER_assert(k1 != k2);
  pthread_setspecific(k1, (void *)100);
  pthread_create(&t1, 0, worker, (void *)1);
  pthread_create(&t2, 0, worker, (void *)2);
  long v = (long)pthread_getspecific(k1);
  __VERIFIER_assert(v == 100);
  __VERIFIER_assert(pthread_getspecific(k2) == 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  __VERIFIER_assert(done == 2);
  v = (long)pthread_getspecific(k1);
  __VERIFIER_assert(v == 100);
  pthread_key_delete(k1);
  pthread_key_delete(k2);
  return 0;
}
