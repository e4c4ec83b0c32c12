module.exports = function telemetry5(props) {
  return { kind: 'telemetry', id: 5, props };
};
