module.exports = function icons47(props) {
  return { kind: 'icons', id: 47, props };
};
