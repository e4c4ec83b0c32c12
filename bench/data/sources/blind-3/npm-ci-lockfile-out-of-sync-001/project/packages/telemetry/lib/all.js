exports.telemetry0 = require('./telemetry-000.js');
exports.telemetry1 = require('./telemetry-001.js');
exports.telemetry2 = require('./telemetry-002.js');
exports.telemetry3 = require('./telemetry-003.js');
exports.telemetry4 = require('./telemetry-004.js');
exports.telemetry5 = require('./telemetry-005.js');
