'use strict';

// Asset imports resolve to their URL in the build; a stable fake in tests.
module.exports = 'test-file-stub';
