module.exports = require('./lib/all.js');
