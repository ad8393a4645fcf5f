#include <pthread.h>
#include <assert.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t c = PTHREAD_COND_INITIALIZER;
int ready;
void *waiter(void *a) {
  pthread_mutex_lock(&m);
  WAIT
  assert(ready == 1);
  pthread_mutex_unlock(&m);
  return 0;
}
void *signaller(void *a) {
  pthread_mutex_lock(&m);
  ready = 1;
  pthread_cond_signal(&c);
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, waiter, 0);
  pthread_create(&b, 0, signaller, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
