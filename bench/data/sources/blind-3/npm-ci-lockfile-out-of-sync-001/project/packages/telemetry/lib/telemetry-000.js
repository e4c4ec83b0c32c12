module.exports = function telemetry0(props) {
  return { kind: 'telemetry', id: 0, props };
};
