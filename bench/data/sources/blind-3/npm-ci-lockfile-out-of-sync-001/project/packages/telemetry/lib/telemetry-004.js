module.exports = function telemetry4(props) {
  return { kind: 'telemetry', id: 4, props };
};
