module.exports = function telemetry1(props) {
  return { kind: 'telemetry', id: 1, props };
};
