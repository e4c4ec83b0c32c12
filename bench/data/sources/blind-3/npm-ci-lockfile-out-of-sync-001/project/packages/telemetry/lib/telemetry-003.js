module.exports = function telemetry3(props) {
  return { kind: 'telemetry', id: 3, props };
};
