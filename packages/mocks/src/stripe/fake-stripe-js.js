/*
 * A Stripe.js look-alike for end-to-end tests, served by the fake Stripe server and loaded in place of
 * https://js.stripe.com/…/stripe.js. It implements what @stripe/react-stripe-js and the premium page use:
 * Stripe(key).elements({clientSecret}).create('payment').mount(node), elements.submit(),
 * stripe.confirmPayment({elements, confirmParams: {return_url}, redirect}) and retrievePaymentIntent().
 * Its calls go to https://api.stripe.com like the real library's; the test routes that host to the fake.
 */
/* global window, document */
(function () {
  var API = 'https://api.stripe.com';

  function form(params, prefix, out) {
    out = out || [];
    Object.keys(params).forEach(function (key) {
      var name = prefix ? prefix + '[' + key + ']' : key;
      var value = params[key];
      if (value === undefined || value === null) return;
      if (typeof value === 'object') form(value, name, out);
      else out.push(encodeURIComponent(name) + '=' + encodeURIComponent(String(value)));
    });
    return out.join('&');
  }

  function call(key, method, path, params) {
    var init = { method: method, headers: { authorization: 'Bearer ' + key } };
    if (method === 'POST') {
      init.headers['content-type'] = 'application/x-www-form-urlencoded';
      init.body = form(params || {});
    }
    return fetch(API + path, init)
      .then(function (res) {
        return res.json();
      })
      .catch(function () {
        return {
          error: {
            type: 'api_connection_error',
            message: 'We could not reach the payment provider. Check your connection and try again.',
          },
        };
      });
  }

  function intentId(clientSecret) {
    return String(clientSecret || '').split('_secret_')[0];
  }

  function Emitter() {
    var handlers = {};
    var emitter = {
      on: function (name, fn) {
        (handlers[name] = handlers[name] || []).push(fn);
        return emitter;
      },
      off: function (name, fn) {
        handlers[name] = (handlers[name] || []).filter(function (h) {
          return h !== fn;
        });
        return emitter;
      },
      once: function (name, fn) {
        function wrapped(e) {
          emitter.off(name, wrapped);
          fn(e);
        }
        return emitter.on(name, wrapped);
      },
      emit: function (name, e) {
        (handlers[name] || []).slice().forEach(function (fn) {
          fn(e);
        });
      },
    };
    return emitter;
  }

  var FIELDS = [
    {
      id: 'number',
      label: 'Card number',
      autocomplete: 'cc-number',
      placeholder: '1234 1234 1234 1234',
      pattern: /^\d{15,16}$/,
      incomplete: 'Your card number is incomplete.',
    },
    {
      id: 'expiry',
      label: 'Expiration date (MM / YY)',
      autocomplete: 'cc-exp',
      placeholder: 'MM / YY',
      pattern: /^\d{4}$/,
      incomplete: "Your card's expiration date is incomplete.",
    },
    {
      id: 'cvc',
      label: 'Security code',
      autocomplete: 'cc-csc',
      placeholder: 'CVC',
      pattern: /^\d{3,4}$/,
      incomplete: "Your card's security code is incomplete.",
    },
  ];

  function createPaymentElement() {
    var events = Emitter();
    var inputs = {};
    var root = null;
    var errorLine = null;
    function values() {
      var v = {};
      FIELDS.forEach(function (f) {
        v[f.id] = inputs[f.id] ? inputs[f.id].value.replace(/\D+/g, '') : '';
      });
      return v;
    }
    function firstProblem() {
      var v = values();
      for (var i = 0; i < FIELDS.length; i++) if (!FIELDS[i].pattern.test(v[FIELDS[i].id])) return FIELDS[i];
      return null;
    }
    var element = {
      on: events.on,
      off: events.off,
      once: events.once,
      mount: function (target) {
        var node = typeof target === 'string' ? document.querySelector(target) : target;
        root = document.createElement('div');
        root.setAttribute('data-fake-stripe', 'payment-element');
        root.style.cssText = 'display:grid;gap:12px;font:inherit;';
        FIELDS.forEach(function (f) {
          var label = document.createElement('label');
          label.style.cssText = 'display:grid;gap:4px;font-size:14px;font-weight:600;color:#1c1917;';
          label.textContent = f.label;
          var input = document.createElement('input');
          input.type = 'text';
          input.inputMode = 'numeric';
          input.autocomplete = f.autocomplete;
          input.placeholder = f.placeholder;
          input.style.cssText =
            'min-height:44px;padding:0 12px;border:1px solid #78716c;border-radius:10px;font-size:16px;color:#1c1917;background:#fff;';
          input.addEventListener('input', function () {
            var v = values();
            events.emit('change', {
              elementType: 'payment',
              empty: !v.number && !v.expiry && !v.cvc,
              complete: !firstProblem(),
              value: { type: 'card' },
            });
          });
          input.addEventListener('focus', function () {
            events.emit('focus', { elementType: 'payment' });
          });
          input.addEventListener('blur', function () {
            events.emit('blur', { elementType: 'payment' });
          });
          inputs[f.id] = input;
          label.appendChild(input);
          root.appendChild(label);
        });
        errorLine = document.createElement('p');
        errorLine.setAttribute('role', 'alert');
        errorLine.style.cssText = 'margin:0;font-size:14px;color:#b91c1c;';
        root.appendChild(errorLine);
        node.appendChild(root);
        setTimeout(function () {
          events.emit('ready', { elementType: 'payment' });
        }, 0);
      },
      update: function () {},
      focus: function () {
        if (inputs.number) inputs.number.focus();
      },
      blur: function () {},
      clear: function () {
        Object.keys(inputs).forEach(function (k) {
          inputs[k].value = '';
        });
      },
      collapse: function () {},
      unmount: function () {
        if (root && root.parentNode) root.parentNode.removeChild(root);
      },
      destroy: function () {
        element.unmount();
      },
      _validate: function () {
        var problem = firstProblem();
        errorLine.textContent = problem ? problem.incomplete : '';
        return problem ? { type: 'validation_error', code: 'incomplete', message: problem.incomplete } : null;
      },
      _card: function () {
        return values();
      },
      _showError: function (message) {
        if (errorLine) errorLine.textContent = message || '';
      },
    };
    return element;
  }

  function createStripe(key) {
    if (!key || !/^pk_/.test(key)) throw new Error('Invalid publishable key: ' + key);
    var stripe = {
      elements: function (options) {
        var clientSecret = options && options.clientSecret;
        var created = {};
        return {
          _clientSecret: function () {
            return clientSecret;
          },
          create: function (type) {
            if (type !== 'payment') throw new Error('This test double only provides the Payment Element');
            created[type] = createPaymentElement();
            return created[type];
          },
          getElement: function (type) {
            return created[type] || null;
          },
          update: function (next) {
            if (next && next.clientSecret) clientSecret = next.clientSecret;
          },
          fetchUpdates: function () {
            return Promise.resolve({});
          },
          submit: function () {
            var el = created.payment;
            var error = el
              ? el._validate()
              : { type: 'validation_error', message: 'Payment details are missing.' };
            return Promise.resolve(error ? { error: error } : { selectedPaymentMethod: 'card' });
          },
        };
      },
      confirmPayment: function (args) {
        var elements = args.elements;
        var el = elements.getElement('payment');
        var clientSecret = args.clientSecret || elements._clientSecret();
        var returnUrl = args.confirmParams && args.confirmParams.return_url;
        var card = el._card();
        return call(key, 'POST', '/v1/payment_intents/' + intentId(clientSecret) + '/confirm', {
          client_secret: clientSecret,
          return_url: returnUrl,
          payment_method_data: {
            type: 'card',
            card: { number: card.number, exp: card.expiry, cvc: card.cvc },
          },
        }).then(function (res) {
          if (res.error) {
            el._showError(res.error.message);
            return { error: res.error };
          }
          if (res.status === 'requires_action' && res.next_action && res.next_action.redirect_to_url) {
            window.location.assign(res.next_action.redirect_to_url.url);
            return new Promise(function () {});
          }
          if (args.redirect !== 'if_required' && returnUrl) {
            var back = new URL(returnUrl);
            back.searchParams.set('payment_intent', res.id);
            back.searchParams.set('payment_intent_client_secret', res.client_secret);
            back.searchParams.set('redirect_status', 'succeeded');
            window.location.assign(back.href);
            return new Promise(function () {});
          }
          return { paymentIntent: res };
        });
      },
      retrievePaymentIntent: function (clientSecret) {
        return call(
          key,
          'GET',
          '/v1/payment_intents/' +
            intentId(clientSecret) +
            '?client_secret=' +
            encodeURIComponent(clientSecret),
        ).then(function (res) {
          return res.error ? { error: res.error } : { paymentIntent: res };
        });
      },
      createToken: function () {
        return Promise.reject(new Error('not provided by this test double'));
      },
      createPaymentMethod: function () {
        return Promise.reject(new Error('not provided by this test double'));
      },
      confirmCardPayment: function () {
        return Promise.reject(new Error('not provided by this test double'));
      },
      registerAppInfo: function () {},
      _registerWrapper: function () {},
    };
    return stripe;
  }

  window.Stripe = createStripe;
  window.Stripe.version = 'endive';
})();
