module.exports = function telemetry2(props) {
  return { kind: 'telemetry', id: 2, props };
};
