#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t c = PTHREAD_COND_INITIALIZER;
int ready, woken;
void *waiter(void *a) {
  pthread_mutex_lock(&m);
  while (!ready) pthread_cond_wait(&c, &m);
  woken++;
  pthread_mutex_unlock(&m);
  return 0;
}
void *waker(void *a) {
  pthread_mutex_lock(&m);
  ready = 1;
  WAKE(&c);
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  pthread_t a, b, d;
  pthread_create(&a, 0, waiter, 0);
  pthread_create(&b, 0, waiter, 0);
  pthread_create(&d, 0, waker, 0);
  pthread_join(a, 0); pthread_join(b, 0); pthread_join(d, 0);
  return 0;
}
