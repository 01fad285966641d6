/*
 * antd's preset colours as the Button's styles see them (antdTrims.ts `buttonWithoutPresetColours`):
 * none, since no button of the app takes a preset colour (`color="purple"`, …).
 */

/** The preset colours antd's Button generates styles for: none. */
export const PresetColors: readonly string[] = [];
