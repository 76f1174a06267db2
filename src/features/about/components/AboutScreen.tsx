import { Img } from '@/ui/Img';
import { labels } from '@/lib/labels';
import { pageLabels } from '@/lib/pageLabels';
import { motion } from '@/styles/tokens';
import { Carousel } from '@/ui/Carousel';
import { Logo } from '@/ui/Logo';
import { Paragraphs } from '@/ui/Paragraphs';
import { readAbout } from '../server';
import styles from './About.module.scss';

export function AboutScreen() {
  const about = readAbout();
  return (
    <>
      <Carousel
        label={`${pageLabels.aboutSlides.zh} ${pageLabels.aboutSlides.en}`}
        loop
        autoplay={motion.aboutAutoplay}
        arrows={false}
        pagination
        className={styles.carousel}
        slides={about.slides.map((slide, i) => ({
          key: slide.imageUrl,
          content: (
            <figure className={styles.slide}>
              <Img
                src={slide.imageUrl}
                media={slide.media}
                slot="column"
                alt={`${slide.alt} ${slide.subAlt}`}
                width={1600}
                height={900}
                priority={i === 0}
                className={styles.slideImage}
              />
              <figcaption className={styles.caption}>
                <span>{slide.title}</span>
                <span lang="en">{slide.subTitle}</span>
              </figcaption>
            </figure>
          ),
        }))}
      />
      <section className={styles.section} aria-labelledby="about-intro">
        <h2 id="about-intro" className={styles.heading}>
          {labels.introduction.zh} <span lang="en">{labels.introduction.en}</span>
        </h2>
        <div className={styles.columns}>
          <Paragraphs text={about.introduction.desc} className={styles.text} />
          <Paragraphs text={about.introduction.subDesc} lang="en" className={styles.textEn} />
        </div>
      </section>
      <section className={styles.section} aria-labelledby="about-logo">
        <h2 id="about-logo" className={styles.heading}>
          {pageLabels.logoMeaning.zh} <span lang="en">{pageLabels.logoMeaning.en}</span>
        </h2>
        <div className={styles.logoBlock}>
          <Logo size={160} title={pageLabels.logoMeaning.zh} />
          <div className={styles.columns}>
            <Paragraphs text={about.logo.desc} className={styles.text} />
            <Paragraphs text={about.logo.subDesc} lang="en" className={styles.textEn} />
          </div>
        </div>
      </section>
    </>
  );
}
