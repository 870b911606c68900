#!/usr/bin/env bash
# The sample clips video ads play (apps/api/media/videos, served by /media/videos/{creative id}.webm):
# one per orientation (landscape 16:9, portrait 9:16) and per length the data gives video ads (6, 15,
# 30 and 60 seconds), a moving gradient that says it is a sample and counts its seconds. Small on
# purpose (VP8 at ~30 kbit/s, 10 frames a second, ~420 KB for all eight), since they ship in the
# repository. Needs ffmpeg with libvpx and the DejaVu fonts (Debian: apt-get install ffmpeg
# fonts-dejavu-core); run it again only to change the clips.
set -euo pipefail
cd "$(dirname "$0")/.."
out=apps/api/media/videos
font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
mkdir -p "$out"
for orientation in landscape portrait; do
  if [ "$orientation" = landscape ]; then size=256x144; else size=144x256; fi
  for seconds in 6 15 30 60; do
    ffmpeg -loglevel error -y \
      -f lavfi -i "gradients=s=$size:r=10:speed=0.03:d=$seconds:c0=0x1f6feb:c1=0xf0883e:c2=0x2ea043:n=3:seed=$seconds" \
      -vf "format=yuv420p,drawtext=fontfile=$font:text='Sample ad video':fontcolor=white:fontsize=15:x=(w-text_w)/2:y=h/2-20,drawtext=fontfile=$font:text='%{eif\:t\:d}s / ${seconds}s':fontcolor=white:fontsize=12:x=(w-text_w)/2:y=h/2+6" \
      -c:v libvpx -b:v 30k -crf 50 -g 50 -an -metadata title="Adlens sample ad video, ${seconds} s" \
      "$out/$orientation-$seconds.webm"
  done
done
ls -l "$out"
